// `astar-studio convert IN OUT`: a map file from one format to another, chosen by the extensions
// (.astar or .astar.json project, MovingAI .map, .png, Tiled .tmj). What the output cannot keep,
// or what the input could only be guessed at, goes to stderr one sentence a line; --lossless turns
// any of it into a refusal. A Tiled map is written with its tileset picture beside it.
import { dirname, join, resolve } from 'node:path';
import { convertMap } from '../shared/formats/conversions';
import { ALL_MAP_EXTENSIONS, MAP_FORMAT_NAMES, MAP_FORMATS, mapFormatOf, unknownFormatSentence } from '../shared/formats/mapFormats';
import { ImportError } from '../shared/formats/importError';
import { APP_VERSION } from './appVersion';
import { UsageError, type CliIo, type CommandLine, type CommandSpec } from './args';
import { InputFileError, readInputBytes, readInputText } from './inputFile';
import { writeOutputFile } from './writeOutput';

const FORMATS = ALL_MAP_EXTENSIONS.join(', ');
const FORMAT_NAMES = MAP_FORMAT_NAMES.map((f) => `${MAP_FORMATS[f].label} (${MAP_FORMATS[f].extensions.join(', ')})`);
const DROPS = MAP_FORMAT_NAMES.filter((f) => f !== 'project').map((f) => `${MAP_FORMATS[f].noun}: ${MAP_FORMATS[f].drops}`).join('; ');

export const convertCommand: CommandSpec = {
  name: 'convert',
  operands: [
    { placeholder: 'IN', what: `the file to convert (${FORMATS})` },
    { placeholder: 'OUT', what: `the file to write (${FORMATS})` },
  ],
  summary: `converts a map between ${FORMAT_NAMES.slice(0, -1).join(', ')} and ${FORMAT_NAMES.at(-1)}, saying what is lost`,
  description:
    `Converts IN to OUT, each format chosen by the file's extension: ${FORMATS}. Prints on stderr, one sentence a line, what ` +
    `OUT cannot keep (${DROPS}; and a project's start, goal and settings in any other format) and ` +
    'what had to be guessed (a PNG\'s colours matched to the nearest terrain, empty Tiled cells made walls). A PNG is matched ' +
    "against A* Studio's default palette, or the palette A* Studio wrote into it. A Tiled map's tiles become terrain exactly " +
    "when its tileset is A* Studio's, else by tile name (class, type or a \"name\" property); a map whose tiles name no " +
    'terrain is refused, saying to import it in the app. Writing .tmj also writes its tileset picture, OUT-terrain.png, beside it.',
  exitStatus: '0 converted, 1 --lossless refused a conversion that would lose something (nothing written)',
  options: [
    { name: 'layer', value: 'NAME', help: 'the Tiled tile layer to convert (a group\'s layers are "Group/Layer")', defaultText: 'the first tile layer', example: 'Ground' },
    { name: 'lossless', help: 'write nothing and exit 1 if the conversion would drop or guess anything' },
  ],
  run: runConvert,
};

function runConvert(line: CommandLine, io: CliIo): number {
  const [input, output] = line.operands as [string, string];
  for (const name of [input, output]) if (!mapFormatOf(name)) throw new UsageError(unknownFormatSentence(name));
  if (resolve(input) === resolve(output)) throw new UsageError(`IN and OUT are the same file, ${input}; name another file to write.`);
  // A picture is read as bytes, any other format as text: never both at once.
  const content = MAP_FORMATS[mapFormatOf(input)!].binary ? readInputBytes(input) : readInputText(input);
  let result;
  try {
    result = convertMap(input, content, output, { appVersion: APP_VERSION, layer: line.value('layer') });
  } catch (e) {
    if (e instanceof ImportError) throw new InputFileError(`${input}: ${e.message}`);
    throw e;
  }
  for (const sentence of result.dropped) io.err(`${line.has('lossless') ? 'Would lose' : 'Lost'}: ${sentence}`);
  if (line.has('lossless') && result.dropped.length > 0) {
    io.err(`convert: nothing written; ${output} could not hold everything ${input} has (without --lossless it is written anyway).`);
    return 1;
  }
  writeOutputFile(output, result.bytes);
  for (const c of result.companions) writeOutputFile(join(dirname(output), c.name), c.bytes);
  const also = result.companions.length > 0 ? ` and ${result.companions.map((c) => join(dirname(output), c.name)).join(', ')}` : '';
  io.err(`convert: wrote ${output}${also}.`);
  return 0;
}
