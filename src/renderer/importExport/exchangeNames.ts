// Names around imports and exports: the map name an imported file gives ("arena.map" → "arena"),
// the file name an export suggests for the document ("River valley" → "river-valley"), and the
// sentence a failed import or export shows.
import { suggestedFileName } from '../files/documentNames';
import { ExchangeRefusal } from './exchangeFailure';

/** A map's name from the file it came from: the name without its ending ("arena.map.scen" → "arena.map"). */
export function mapNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || 'Imported map';
}

/** The base of an exported file's name for a document called `documentName` (a file name or a map name), without an ending. */
export function exportBaseName(documentName: string): string {
  return suggestedFileName(documentName).replace(/\.astar(\.json)?$/i, '');
}

/** The last part of a path (desktop exports answer with one) or the name itself (the web's). */
export function fileNameOf(pathOrName: string): string {
  return pathOrName.slice(Math.max(pathOrName.lastIndexOf('/'), pathOrName.lastIndexOf('\\')) + 1);
}

/** A failure's sentence for the user: the refusal or host sentence as it is, anything else with what it is. */
export function messageOf(error: unknown): string {
  if (error instanceof ExchangeRefusal) return error.message;
  return error instanceof Error ? error.message : String(error);
}
