// The app:// protocol serves exactly the renderer's built files: the right file with the right
// MIME type and the CSP header, and a 404 for anything that tries to leave the folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INDEX_URL, APP_SCHEME_REGISTRATION, contentTypeFor, resolveAppFile, serveAppRequest } from '../../../src/main/appProtocol';
import { contentSecurityPolicy } from '../../../src/main/csp';

let base: string;
let root: string;
const policy = contentSecurityPolicy('production');
const get = (url: string) => serveAppRequest({ url, method: 'GET' }, root, policy);

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'astar-app-protocol-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>A* Studio</title>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'export const x = 1;');
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'map name.json'), '{}');
  // Siblings a traversal would aim at: a secret next to the folder, and a folder whose name
  // starts with the root's (a naive prefix check lets it through).
  writeFileSync(join(base, 'secret.txt'), 'secret');
  mkdirSync(join(base, 'renderer-evil'));
  writeFileSync(join(base, 'renderer-evil', 'index.html'), 'evil');
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('app:// requests', () => {
  it('serve the index page as HTML with the production CSP header', async () => {
    const response = await get(APP_INDEX_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>A* Studio</title>');
  });

  it('serve scripts and styles with the MIME types module scripts and nosniff require', async () => {
    const script = await get('app://astar-studio/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('export const x = 1;');
    expect((await get('app://astar-studio/assets/index-abc.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('app://astar-studio/assets/map%20name.json')).status).toBe(200);
  });

  it('answer 404 for files that do not exist and for folders', async () => {
    expect((await get('app://astar-studio/missing.js')).status).toBe(404);
    expect((await get('app://astar-studio/assets')).status).toBe(404);
    expect((await get('app://astar-studio/')).status).toBe(404);
  });

  it('refuse every way out of the folder with a 404', async () => {
    const escapes = [
      'app://astar-studio/../secret.txt',
      'app://astar-studio/%2e%2e/secret.txt',
      'app://astar-studio/..%2fsecret.txt',
      'app://astar-studio/assets/..%2f..%2fsecret.txt',
      'app://astar-studio/..%5csecret.txt',
      'app://astar-studio/%2e%2e%2frenderer-evil%2findex.html',
      'app://astar-studio/index.html%00.js',
      'app://astar-studio/%E0%A4%A',
    ];
    for (const url of escapes) {
      const response = await get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(await response.text()).toBe('Not found');
    }
  });

  it('answer only our host and scheme', async () => {
    for (const url of ['app://other-host/index.html', 'app://astar-studio:8080/index.html', 'app://user@astar-studio/index.html', 'file:///index.html']) {
      expect(resolveAppFile(url, root)).toBeNull();
      expect((await get(url)).status).toBe(404);
    }
  });

  it('resolve the folder-relative path of a good URL, and nothing for the root itself', () => {
    expect(resolveAppFile('app://astar-studio/assets/index-abc.js?v=1#x', root)).toBe(join(root, 'assets', 'index-abc.js'));
    expect(resolveAppFile('app://astar-studio/', root)).toBeNull();
  });

  it('answer only GET and HEAD', async () => {
    const post = await serveAppRequest({ url: APP_INDEX_URL, method: 'POST' }, root, policy);
    expect(post.status).toBe(405);
    const head = await serveAppRequest({ url: APP_INDEX_URL, method: 'HEAD' }, root, policy);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('the app:// scheme', () => {
  it('is a standard, secure scheme that supports fetch (a real origin and a secure context)', () => {
    expect(APP_SCHEME_REGISTRATION.scheme).toBe('app');
    expect(APP_SCHEME_REGISTRATION.privileges).toMatchObject({ standard: true, secure: true, supportFetchAPI: true });
    // Bypassing the CSP would undo the header this protocol sends.
    expect(APP_SCHEME_REGISTRATION.privileges?.bypassCSP).not.toBe(true);
  });

  it('names unknown file types as opaque bytes', () => {
    expect(contentTypeFor('a.WASM')).toBe('application/wasm');
    expect(contentTypeFor('a.exe')).toBe('application/octet-stream');
  });
});
