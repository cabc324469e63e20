// Which frames IPC answers: the main frame of our own page and nothing else. In production that is
// exactly app://astar-studio/index.html; in development, any page on exactly the dev server's
// origin (scheme, host and port compared, never a string prefix).
import type { WebFrameMain } from 'electron';
import { APP_INDEX_URL } from './appProtocol';

/** What the check reads of a frame (Electron's `WebFrameMain` fits). */
export type FrameLike = Pick<WebFrameMain, 'url' | 'parent'>;

/** Whether `url` is our page: the app's index page, or a page on the dev server's origin. */
export function isAppPageUrl(url: string, devServerUrl: string | null): boolean {
  if (devServerUrl === null) return url === APP_INDEX_URL;
  const page = parseUrl(url);
  const server = parseUrl(devServerUrl);
  // URL.origin is scheme://host:port for http(s), and the userinfo of a lookalike is not part of it.
  return page !== null && server !== null && /^https?:$/.test(server.protocol) && page.origin === server.origin && !page.username && !page.password;
}

/** Whether a frame may use the IPC contract: a top-level frame showing our page. */
export function isTrustedFrame(frame: FrameLike | null | undefined, devServerUrl: string | null): boolean {
  return !!frame && !frame.parent && isAppPageUrl(frame.url, devServerUrl);
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
