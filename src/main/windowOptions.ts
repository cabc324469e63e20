// The main window's options, pure so a Node test can hold them to the security baseline: a
// sandboxed renderer in an isolated context with no Node, web security on, no <webview>, and our
// one preload script.
import type { BrowserWindowConstructorOptions } from 'electron';

/** What the options depend on. */
export interface MainWindowSettings {
  /** Absolute path of the built preload (out/preload/index.cjs). */
  preloadPath: string;
  /** Whether DevTools may open (never in a packaged app). */
  developerTools: boolean;
}

/** The BrowserWindow options of the main window. */
export function mainWindowOptions({ preloadPath, developerTools }: MainWindowSettings): BrowserWindowConstructorOptions {
  return {
    width: 1400,
    height: 900,
    minWidth: 800,
    minHeight: 500,
    show: false,
    title: 'A* Studio',
    backgroundColor: '#1e1f24',
    webPreferences: {
      preload: preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      // A file dropped on the window must not replace our page with itself.
      navigateOnDragDrop: false,
      devTools: developerTools,
      spellcheck: false,
    },
  };
}
