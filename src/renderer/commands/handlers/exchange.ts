// File › Import and File › Export: each starts its task in the import/export service, which
// shows its progress and its dialogs. A map format's two items come from the format registry: one
// imported as it reads needs nothing here; one the user maps to terrain first opens its dialog.
import { MAP_FORMATS, MENU_MAP_FORMATS, type MapFormatCommand, type MenuMapFormat } from '../../../shared/formats/mapFormats';
import type { ImportExport } from '../../importExport/importExport.svelte';
import type { CommandHandler, CommandHandlers } from '../commandTarget';

type DialogFormat = { [F in MenuMapFormat]: (typeof MAP_FORMATS)[F]['menus']['imports'] extends 'dialog' ? F : never }[MenuMapFormat];

/** The import dialog of each format the user maps to terrain (the type check fails for one without). */
const IMPORT_DIALOGS: Record<DialogFormat, (exchange: ImportExport) => Promise<void>> = {
  png: (exchange) => exchange.imports.image(),
  tiled: (exchange) => exchange.imports.tiled(),
};

const importMap = (format: MenuMapFormat): CommandHandler => {
  const dialog = (IMPORT_DIALOGS as Partial<Record<MenuMapFormat, (exchange: ImportExport) => Promise<void>>>)[format];
  return ({ exchange }) => void (dialog ? dialog(exchange) : exchange.imports.mapFile(format));
};

const mapFormatHandlers = Object.fromEntries(
  MENU_MAP_FORMATS.flatMap((format) => [
    [`import-${MAP_FORMATS[format].menus.command}`, importMap(format)],
    [`export-${MAP_FORMATS[format].menus.command}`, (({ exchange }) => void exchange.exports.map(format)) satisfies CommandHandler],
  ]),
) as Record<`${'import' | 'export'}-${MapFormatCommand}`, CommandHandler>;

export const exchangeHandlers = {
  ...mapFormatHandlers,
  'import-movingai-scenarios': ({ exchange }) => void exchange.scenarios.importFile(),
  'export-path-json': ({ exchange }) => void exchange.exports.path('json'),
  'export-path-csv': ({ exchange }) => void exchange.exports.path('csv'),
  'export-picture': ({ exchange }) => exchange.exports.openPicture(),
  'copy-path': ({ exchange }) => void exchange.exports.copyPath(),
} satisfies CommandHandlers;
