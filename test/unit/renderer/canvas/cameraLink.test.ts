// Linked cameras: with "Link cameras" on, a pan or zoom in any pane moves every pane to the same
// place; off, each pane moves alone; back on, every pane snaps to the one moved last.
import { describe, expect, it } from 'vitest';
import { Camera } from '../../../../src/renderer/canvas/camera';
import { CameraLink } from '../../../../src/renderer/canvas/cameraLink';

const where = (c: Camera) => ({ x: c.x, y: c.y, scale: c.scale });

function fourPanes() {
  const link = new CameraLink();
  const cameras = [0, 1, 2, 3].map(() => new Camera());
  const removers = cameras.map((c) => link.add(c));
  return { link, cameras, removers };
}

describe('linked cameras', () => {
  it('pan and zoom in one pane move all four', () => {
    const { cameras } = fourPanes();
    cameras[2]!.panBy(40, -25);
    cameras[2]!.zoomAt(100, 80, 2);
    for (const c of cameras) expect(where(c)).toEqual(where(cameras[2]!));
    expect(cameras[0]!.scale).toBe(2);
  });

  it('tells each pane’s listeners once per move, so each redraws', () => {
    const { cameras } = fourPanes();
    const told = cameras.map(() => 0);
    cameras.forEach((c, i) => c.onChange(() => told[i]!++));
    cameras[1]!.panBy(5, 5);
    expect(told).toEqual([1, 1, 1, 1]);
  });

  it('unlinked, a pane pans alone; linked again, all snap to the pane moved last', () => {
    const { link, cameras } = fourPanes();
    link.setLinked(false);
    cameras[0]!.panBy(100, 0);
    cameras[3]!.panBy(0, 50);
    expect(cameras.map((c) => [c.x, c.y])).toEqual([[100, 0], [0, 0], [0, 0], [0, 50]]);
    link.setLinked(true);
    for (const c of cameras) expect(where(c)).toEqual({ x: 0, y: 50, scale: 1 });
  });

  it('a pane added while linked shows what the others show', () => {
    const { link, cameras } = fourPanes();
    cameras[0]!.zoomAt(0, 0, 4);
    cameras[0]!.panBy(-300, -200);
    const added = new Camera();
    link.add(added);
    expect(where(added)).toEqual(where(cameras[0]!));
  });

  it('a pane removed no longer follows', () => {
    const { cameras, removers } = fourPanes();
    removers[1]!();
    cameras[0]!.panBy(10, 10);
    expect(where(cameras[1]!)).toEqual({ x: 0, y: 0, scale: 1 });
    expect(where(cameras[3]!)).toEqual({ x: 10, y: 10, scale: 1 });
  });
});
