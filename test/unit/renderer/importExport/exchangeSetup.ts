// A studio with import and export wired as the app wires them, over a fake host whose search worker
// is a real SearchService and whose disk answers import and export dialogs as the test says; the
// worker's work runs on the page (the same service the Web Worker runs).
import { createProject, type Project } from '../../../../src/shared/formats/project';
import type { Grid } from '../../../../src/shared/grid/grid';
import { ImportExport } from '../../../../src/renderer/importExport/importExport.svelte';
import { inlineExchange, type ExchangeClient } from '../../../../src/renderer/importExport/exchangeClient';
import { Studio } from '../../../../src/renderer/state/studio.svelte';
import type { UnsavedChoice } from '../../../../src/renderer/files/fileCommands.svelte';
import type { FakeDisk } from '../fakeHost';
import { hostWithWorker } from '../runs/workerHost';

export const APP_VERSION = '7.7.7';

/** The studio on `grid`, with File › Import and Export; `answers` script "Save changes?" (none left: Cancel). */
export function exchangeStudio(grid: Grid, options: { client?: ExchangeClient; project?: Project } = {}) {
  const { host } = hostWithWorker();
  const disk = host.files as FakeDisk;
  const clipboard: string[] = [];
  host.copyText = async (text) => void clipboard.push(text);
  const studio = new Studio(host, options.project ?? createProject(grid, 'Test map'));
  const answers: UnsavedChoice[] = [];
  const asked: string[] = [];
  const mayReplace = async () => {
    if (!studio.file.dirty) return true;
    asked.push(studio.file.name);
    return (answers.shift() ?? 'cancel') === 'discard';
  };
  const exchange = new ImportExport({ studio, appVersion: APP_VERSION, mayReplace, client: options.client ?? inlineExchange() });
  const notices = (kind: 'info' | 'error') => studio.notices.filter((n) => n.kind === kind).map((n) => n.text);
  return { host, disk, studio, exchange, answers, asked, notices, clipboard };
}

/** A file chosen in an import dialog, as main hands it over. */
export function chosen(name: string, content: string | Uint8Array) {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, size: bytes.byteLength, content: bytes };
}
