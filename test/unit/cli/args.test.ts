// The command-line grammar on a made-up command: options as declared (values, flags, choices,
// required, repeatable), and each mistake refused with the sentence that says what to type.
import { describe, expect, it } from 'vitest';
import { parseCommandLine, usageLine, UsageError, type CommandSpec } from '../../../src/cli/args';

const convert: CommandSpec = {
  name: 'convert',
  operands: [{ placeholder: 'IN', what: 'an input file' }, { placeholder: 'OUT', what: 'an output file' }],
  summary: 'converts a map',
  description: 'Converts a map.',
  exitStatus: '0 converted',
  options: [
    { name: 'to', value: 'FORMAT', help: 'target', choices: [{ name: 'png', label: 'PNG' }, { name: 'json', label: 'JSON' }], noun: 'format', required: true, example: 'png' },
    { name: 'config', value: 'FILE', help: 'settings file', multiple: true },
    { name: 'level', value: 'N', help: 'compression', example: '6' },
    { name: 'quiet', help: 'print nothing' },
  ],
  run: () => 0,
};

const parse = (...argv: string[]) => parseCommandLine(convert, argv);
const refusal = (...argv: string[]) => {
  try {
    parse(...argv);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error(`expected ${argv.join(' ')} to be refused`);
};

describe('command-line parsing', () => {
  it('reads operands, values (spaced or with =), flags and repeated options in order', () => {
    const line = parse('a.map', '--to=png', '--config', 'one.json', 'b.png', '--config=two.json', '--quiet', '--level', '-1')!;
    expect(line.operands).toEqual(['a.map', 'b.png']);
    expect(line.value('to')).toBe('png');
    expect(line.values('config')).toEqual(['one.json', 'two.json']);
    expect(line.has('quiet')).toBe(true);
    expect(line.has('level') && line.value('level')).toBe('-1'); // a negative number is a value, not an option
    expect(line.has('nothing')).toBe(false);
  });

  it('answers --help or -h anywhere with null (the caller prints the help)', () => {
    expect(parse('a', '--help')).toBeNull();
    expect(parse('-h')).toBeNull();
  });

  it('refuses each mistake with a sentence that says what to type', () => {
    expect(refusal('a', 'b', '--to', 'gif')).toBe('There is no format "gif"; use --to with one of png, json.');
    expect(refusal('a', 'b', '--to', 'png', '--to', 'json')).toBe('--to is given twice; give it once.');
    expect(refusal('a', 'b', '--to')).toBe('--to needs a value, for example --to png.');
    expect(refusal('a', 'b', '--to', '--quiet')).toBe('--to needs a value, for example --to png.');
    expect(refusal('a', 'b', '--to', 'png', '--quiet=yes')).toBe('--quiet takes no value; write --quiet alone.');
    expect(refusal('a', 'b', '--to', 'png', '--fast')).toBe(
      'Unknown option --fast; convert takes --to, --config, --level, --quiet, --help (astar-studio convert --help says more).',
    );
    expect(refusal('a', 'b')).toBe('convert needs --to FORMAT, for example --to png.');
    expect(refusal('a', '--to', 'png')).toBe('Name an output file: astar-studio convert IN OUT --to FORMAT [options].');
    expect(refusal('a', 'b', 'c', '--to', 'png')).toBe('convert takes an input file and an output file, not also "c"; remove it.');
  });

  it('writes the usage line from the declarations: operands, required options, then the rest', () => {
    expect(usageLine(convert)).toBe('astar-studio convert IN OUT --to FORMAT [options]');
  });
});
