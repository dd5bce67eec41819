// The preload: exposes exactly one typed DesktopApi object through contextBridge.
export {};
