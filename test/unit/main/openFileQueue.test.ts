// Project files the app is asked to open wait until the page has loaded, then arrive in order;
// a reload holds them again until the new page has loaded.
import { describe, expect, it } from 'vitest';
import { OpenFileQueue } from '../../../src/main/openFileQueue';

describe('OpenFileQueue', () => {
  it('holds files until the page has loaded, then delivers them in order, then new ones at once', () => {
    const queue = new OpenFileQueue();
    const delivered: string[] = [];
    queue.open('/a.astar');
    queue.open('/b.astar');
    expect(delivered).toEqual([]);
    queue.pageLoaded((path) => delivered.push(path));
    expect(delivered).toEqual(['/a.astar', '/b.astar']);
    queue.open('/c.astar');
    expect(delivered).toEqual(['/a.astar', '/b.astar', '/c.astar']);
  });

  it('holds files during a reload and gives them to the new page only, once', () => {
    const queue = new OpenFileQueue();
    const oldPage: string[] = [];
    const newPage: string[] = [];
    queue.pageLoaded((path) => oldPage.push(path));
    queue.pageUnloaded();
    queue.open('/d.astar');
    queue.pageLoaded((path) => newPage.push(path));
    queue.pageLoaded((path) => newPage.push(path));
    expect({ oldPage, newPage }).toEqual({ oldPage: [], newPage: ['/d.astar'] });
  });
});
