// The hosts' import, export and clipboard calls: the desktop's go to main's channels with the kind
// of file (never a filter or a path) and hand main's bytes on as the chosen file; the web's
// clipboard failure reaches the user as a sentence.
import { describe, expect, it } from 'vitest';
import type { PreloadApi } from '../../../../src/shared/ipc/contract';
import { createElectronHost, type PortInbox } from '../../../../src/renderer/host/electronHost';
import { createWebHost } from '../../../../src/renderer/host/webHost';
import { FakeDisk } from '../fakeHost';

const noPorts: PortInbox = { addEventListener: () => {} };

function desktop(answers: Record<string, unknown>) {
  const calls: [string, unknown[]][] = [];
  const api = {
    invoke: async (channel: string, ...args: unknown[]) => (calls.push([channel, args]), answers[channel]),
    on: () => () => {},
    pathForFile: () => null,
  } as unknown as PreloadApi;
  return { host: createElectronHost(api, noPorts), calls };
}

describe('the desktop host', () => {
  it('imports through main: the kind goes over, main\'s bytes come back as the chosen file', async () => {
    const bytes = new TextEncoder().encode('version 1\n');
    const { host, calls } = desktop({ 'import:choose-file': { name: 'arena.map.scen', bytes } });
    expect(await host.files.importFile('movingai-scenario')).toEqual({ name: 'arena.map.scen', size: 10, content: bytes });
    expect(calls).toEqual([['import:choose-file', ['movingai-scenario']]]);
  });

  it('a cancelled import is null', async () => {
    const { host } = desktop({ 'import:choose-file': null });
    expect(await host.files.importFile('png')).toBeNull();
  });

  it('exports the bytes it is given with the kind, and copies through main\'s clipboard', async () => {
    const { host, calls } = desktop({ 'export:save-file': '/home/me/arena.png' });
    const png = new Uint8Array([137, 80, 78, 71]);
    expect(await host.files.exportFile('arena', 'png', async () => png)).toBe('/home/me/arena.png');
    await host.copyText('{"cells":[]}');
    expect(calls).toEqual([
      ['export:save-file', ['arena', 'png', png]],
      ['clipboard:write-text', ['{"cells":[]}']],
    ]);
  });
});

describe('the web host', () => {
  it('copies through the browser\'s clipboard, and a refusal is a sentence', async () => {
    const copied: string[] = [];
    let refuse = false;
    const host = createWebHost('0.0.0', {
      createWorker: () => ({ onmessage: null, onerror: null, onmessageerror: null, postMessage: () => {}, terminate: () => {} }),
      files: () => new FakeDisk(),
      writeClipboard: async (text) => {
        if (refuse) throw new DOMException('Document is not focused.', 'NotAllowedError');
        copied.push(text);
      },
    });
    await host.copyText('x,y\n1,2\n');
    expect(copied).toEqual(['x,y\n1,2\n']);
    refuse = true;
    await expect(host.copyText('again')).rejects.toThrow('The browser did not let A* Studio use the clipboard; allow it when asked (or focus the page), then copy again, or export the path as a file.');
  });
});
