// The Electron main process. Built by electron-vite; Electron itself is not started on the
// development machines here (its binary cannot be downloaded), so the logic lives in small
// modules that take what they need from Electron as parameters and are tested in Node.
export {};
