// File › Import and File › Export: each starts its task in the import/export service, which
// shows its progress and its dialogs.
import type { CommandHandlers } from '../commandTarget';

export const exchangeHandlers = {
  'import-movingai-map': ({ exchange }) => void exchange.imports.movingAiMap(),
  'import-movingai-scenarios': ({ exchange }) => void exchange.scenarios.importFile(),
  'import-image': ({ exchange }) => void exchange.imports.image(),
  'import-tiled': ({ exchange }) => void exchange.imports.tiled(),
  'export-movingai-map': ({ exchange }) => void exchange.exports.map('movingai'),
  'export-image': ({ exchange }) => void exchange.exports.map('png'),
  'export-tiled': ({ exchange }) => void exchange.exports.map('tiled'),
  'export-path-json': ({ exchange }) => void exchange.exports.path('json'),
  'export-path-csv': ({ exchange }) => void exchange.exports.path('csv'),
  'export-picture': ({ exchange }) => exchange.exports.openPicture(),
  'copy-path': ({ exchange }) => void exchange.exports.copyPath(),
} satisfies CommandHandlers;
