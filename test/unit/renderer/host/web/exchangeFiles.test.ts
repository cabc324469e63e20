// File › Import and File › Export in the browser, with fake pickers: the pickers are filtered to
// the kind of file, a chosen file is handed over unread and one too big is refused, an export
// writes its bytes through the save picker (encoding only after the picker answered) or, without
// the File System Access API, goes through a file input and a download. Cancelling is no error.
import { describe, expect, it } from 'vitest';
import { webExchange } from '../../../../../src/renderer/host/web/exchangeFiles';
import type { FilePickers, PickerFileType, ProjectFileHandle } from '../../../../../src/renderer/host/web/fileSystemAccess';

/** A file handle whose writes keep bytes, and pickers that record what they were shown. */
class BytePickers implements FilePickers {
  readonly disk = new Map<string, Uint8Array>();
  readonly shown: { picker: 'open' | 'save'; types: PickerFileType[]; suggestedName?: string }[] = [];
  answer: string | null = null;
  writeFails: string | null = null;

  private handle(name: string): ProjectFileHandle {
    const disk = this.disk;
    const fails = () => this.writeFails;
    return {
      name,
      kind: 'file',
      getFile: async () => new File([(disk.get(name) ?? new Uint8Array()) as BlobPart], name),
      createWritable: async () => {
        const parts: Uint8Array[] = [];
        return {
          write: async (chunk: Uint8Array) => {
            if (fails()) throw new DOMException('refused', fails()!);
            parts.push(chunk);
          },
          close: async () => void disk.set(name, new Uint8Array(parts.flatMap((p) => [...p]))),
          abort: async () => undefined,
        };
      },
    } as unknown as ProjectFileHandle;
  }

  async showOpenFilePicker(options: { types: PickerFileType[] }) {
    this.shown.push({ picker: 'open', types: options.types });
    if (this.answer === null) throw new DOMException('The user aborted a request.', 'AbortError');
    return [this.handle(this.answer)];
  }

  async showSaveFilePicker(options: { types: PickerFileType[]; suggestedName: string }) {
    this.shown.push({ picker: 'save', types: options.types, suggestedName: options.suggestedName });
    if (this.answer === null) throw new DOMException('The user aborted a request.', 'AbortError');
    return this.handle(this.answer);
  }
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('imports and exports with the File System Access API', () => {
  it('imports through an open picker filtered to the kind, handing the file over unread', async () => {
    const pickers = new BytePickers();
    pickers.disk.set('level.tmj', new TextEncoder().encode('{"layers":[]}'));
    pickers.answer = 'level.tmj';
    const exchange = webExchange({ pickers, chooseFile: async () => null, download: () => {} });
    const file = await exchange.importFile('tiled');
    expect(file).toMatchObject({ name: 'level.tmj', size: 13 });
    expect(await (file!.content as Blob).text()).toBe('{"layers":[]}');
    expect(pickers.shown[0]!.types).toEqual([{ description: 'Tiled map (JSON)', accept: { 'application/json': ['.tmj', '.json'] } }]);
    pickers.answer = null;
    expect(await exchange.importFile('png')).toBeNull();
  });

  it('exports through the save picker, making the bytes only once the picker answered', async () => {
    const pickers = new BytePickers();
    const exchange = webExchange({ pickers, chooseFile: async () => null, download: () => {} });
    const made: string[] = [];
    pickers.answer = 'river picture.png';
    const saved = await exchange.exportFile('river', 'png', async () => {
      made.push(`encoded after ${pickers.shown.length} picker`);
      return png;
    });
    expect(saved).toBe('river picture.png');
    expect(made).toEqual(['encoded after 1 picker']);
    expect(pickers.disk.get('river picture.png')).toEqual(png);
    expect(pickers.shown[0]).toMatchObject({ suggestedName: 'river.png', types: [{ accept: { 'image/png': ['.png'] } }] });

    pickers.answer = null;
    expect(await exchange.exportFile('river', 'png', async () => (made.push('not wanted'), png))).toBeNull();
    expect(made).toHaveLength(1);
  });

  it('a failed write is a sentence that suggests exporting again, not Save As', async () => {
    const pickers = new BytePickers();
    const exchange = webExchange({ pickers, chooseFile: async () => null, download: () => {} });
    pickers.answer = 'path.csv';
    pickers.writeFails = 'QuotaExceededError';
    await expect(exchange.exportFile('path', 'path-csv', async () => png)).rejects.toThrow(
      '"path.csv" could not be saved: the disk is full. Free some space and export again, or export it again to another folder.',
    );
  });
});

describe('imports and exports without it', () => {
  it('imports through a file input accepting the kind\'s endings, and refuses a file too big before reading it', async () => {
    const accepted: string[] = [];
    let chosen: File | null = new File(['type octile'], 'arena.map');
    const exchange = webExchange({ pickers: null, chooseFile: async (accept) => (accepted.push(accept), chosen), download: () => {} });
    expect(await exchange.importFile('movingai')).toMatchObject({ name: 'arena.map', size: 11 });
    expect(accepted).toEqual(['.map']);
    chosen = { name: 'huge.png', size: 600 * 1024 * 1024 } as File;
    await expect(exchange.importFile('png')).rejects.toThrow('"huge.png" is 600 MiB, more than A* Studio imports (at most 256 MiB); choose a smaller file.');
  });

  it('exports by download under the suggested name with the kind\'s ending and MIME type', async () => {
    const downloads: { name: string; content: string | Uint8Array; type?: string }[] = [];
    const exchange = webExchange({ pickers: null, chooseFile: async () => null, download: (name, content, type) => void downloads.push({ name, content, type }) });
    expect(await exchange.exportFile('arena', 'movingai', async () => new TextEncoder().encode('map'))).toBe('arena.map');
    expect(await exchange.exportFile('level.tmj', 'tiled', async () => new Uint8Array())).toBe('level.tmj');
    expect(downloads.map((d) => [d.name, d.type])).toEqual([
      ['arena.map', 'text/plain'],
      ['level.tmj', 'application/json'],
    ]);
  });
});
