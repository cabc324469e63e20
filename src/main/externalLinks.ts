// The only web pages the app may open in the user's browser. Every other URL a page tries to open
// (window.open, target=_blank, a navigation away from our page) is refused and logged: a
// compromised or buggy renderer must not be able to launch arbitrary URLs or local programs
// through shell.openExternal.

/**
 * The app's own links, as https prefixes (origin and path prefix). Add a link here when the UI
 * gains one.
 */
export const APP_LINKS: readonly string[] = [
  // Moving AI Lab's grid benchmarks: the maps A* Studio's benchmarks and importer use.
  'https://movingai.com/benchmarks/',
];

/** The normalised URL when it is one of the app's links, else null. */
export function allowedExternalLink(url: string, allowlist: readonly string[] = APP_LINKS): string | null {
  const link = parseUrl(url);
  if (!link || link.protocol !== 'https:' || link.username || link.password) return null;
  const allowed = allowlist.some((entry) => {
    const prefix = new URL(entry);
    return link.origin === prefix.origin && link.pathname.startsWith(prefix.pathname);
  });
  return allowed ? link.href : null;
}

/**
 * Opens `url` with `open` (shell.openExternal) when it is one of the app's links; otherwise
 * logs the refusal. Returns whether it was opened.
 */
export function openAppLink(url: string, open: (url: string) => Promise<void>, log: (message: string) => void): boolean {
  const link = allowedExternalLink(url);
  if (!link) {
    log(`[shell] refused to open ${JSON.stringify(url.slice(0, 200))}: not one of the app's links (src/main/externalLinks.ts)`);
    return false;
  }
  open(link).catch((error: unknown) => log(`[shell] could not open ${link}: ${String(error)}`));
  return true;
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
