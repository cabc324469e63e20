// The close handshake: a clean document or a page that cannot answer closes at once; unsaved
// changes hold the close until the page allows it; Cancel (no answer) keeps the window.
import { describe, expect, it } from 'vitest';
import { CloseGuard } from '../../../src/main/closeGuard';

describe('CloseGuard', () => {
  it('lets a window with no unsaved changes close at once', () => {
    expect(new CloseGuard().closing(false, true)).toBeNull();
  });

  it('holds a close with unsaved changes and asks the page, then closes when allowed', () => {
    const guard = new CloseGuard();
    guard.setDirty(true);
    expect(guard.closing(false, true)).toEqual({ quitting: false });
    expect(guard.waiting).toBe(true);
    expect(guard.allow()).toBe('close-window');
    expect(guard.closing(false, true)).toBeNull(); // the close that follows goes through
  });

  it('asks about a quit as a quit, and the go-ahead quits the app', () => {
    const guard = new CloseGuard();
    guard.setDirty(true);
    expect(guard.closing(true, true)).toEqual({ quitting: true });
    expect(guard.allow()).toBe('quit-app');
  });

  it('Cancel (no answer) keeps the window, and the next close asks again', () => {
    const guard = new CloseGuard();
    guard.setDirty(true);
    guard.closing(true, true);
    expect(guard.closing(false, true)).toEqual({ quitting: false });
    expect(guard.allow()).toBe('close-window');
  });

  it('ignores a go-ahead nobody asked for', () => {
    const guard = new CloseGuard();
    guard.setDirty(true);
    expect(guard.allow()).toBeNull();
    expect(guard.closing(false, true)).toEqual({ quitting: false });
  });

  it('closes a crashed or reloading page at once (its backup stays for the next start)', () => {
    const guard = new CloseGuard();
    guard.setDirty(true);
    expect(guard.closing(false, false)).toBeNull();
  });

  it('forgets the old page on reload: the new page has no changes until it says so', () => {
    const guard = new CloseGuard();
    guard.setDirty(true);
    guard.closing(false, true);
    guard.pageReset();
    expect(guard.waiting).toBe(false);
    expect(guard.closing(false, true)).toBeNull();
  });
});
