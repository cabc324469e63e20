// Reload and DevTools are in the menu only in development (an unpackaged app).
import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';

vi.mock('electron', () => ({ Menu: { buildFromTemplate: (template: MenuItemConstructorOptions[]) => template } }));

const { buildAppMenu } = await import('../../../src/main/menu');

function roles(developerTools: boolean): string[] {
  const template = buildAppMenu(() => {}, developerTools) as unknown as MenuItemConstructorOptions[];
  return template.flatMap((menu) => (Array.isArray(menu.submenu) ? menu.submenu : [])).flatMap((item) => (item.role ? [item.role] : []));
}

describe('the application menu', () => {
  it('has no Reload or DevTools items for a packaged app', () => {
    expect(roles(false)).not.toContain('reload');
    expect(roles(false)).not.toContain('toggleDevTools');
  });

  it('has them in development', () => {
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });
});
