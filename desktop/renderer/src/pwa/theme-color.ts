/** The browser's bar colour: the top bar's (bg-white, dark:bg-slate-900). */
const THEME_COLOR = { light: '#ffffff', dark: '#0f172a' } as const;

/**
 * Keeps `<meta name="theme-color">` (index.html) on the app's theme: the theme is the app's own
 * choice (the `dark` class on <html>), not the system's. Answers the function that stops it.
 */
export function followThemeColor(): () => void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) return () => undefined;
  const html = document.documentElement;
  const apply = () => meta.setAttribute('content', html.classList.contains('dark') ? THEME_COLOR.dark : THEME_COLOR.light);
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(html, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
