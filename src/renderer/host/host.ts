// The renderer's only door to the outside world. Two implementations: electronHost (preload
// bridge, utility-process worker) and webHost (Web Worker, browser APIs).
import type { AppInfo, MenuCommand } from '../../shared/ipc/contract';
import type { SearchClient } from '../../shared/protocol/searchClient';

export interface Host {
  readonly kind: 'electron' | 'web';
  /** Talks to the search worker; survives worker restarts. */
  readonly search: SearchClient;
  /** Called when the search worker was replaced after it stopped; `reason` says how it ended. */
  onWorkerRestart(listener: (reason: string) => void): () => void;
  /** Menu commands from a native menu (none on the web). */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  appInfo(): Promise<AppInfo>;
}
