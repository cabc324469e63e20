// Whether the shell runs in development mode. Only an unpackaged app (npm run dev / npm start)
// may load the dev server, open DevTools or offer Reload: a packaged app ignores
// ELECTRON_RENDERER_URL, so nobody can point an installed copy at another page through its
// environment.

/** How the shell behaves in this run. */
export interface ShellMode {
  /** The Vite dev server's page to load instead of app://, or null to load the built files. */
  devServerUrl: string | null;
  /** DevTools and the Reload menu items. */
  developerTools: boolean;
}

/** Decides the shell mode from `app.isPackaged` and the environment. */
export function shellMode(isPackaged: boolean, env: Readonly<Record<string, string | undefined>>): ShellMode {
  if (isPackaged) return { devServerUrl: null, developerTools: false };
  const url = env['ELECTRON_RENDERER_URL'] || null;
  if (url !== null && !/^https?:$/.test(parseProtocol(url))) {
    throw new Error(`ELECTRON_RENDERER_URL must be the dev server's http(s) address, not "${url}"; unset it to load the built files.`);
  }
  return { devServerUrl: url, developerTools: true };
}

function parseProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}
