// The promise behind Undo: any sequence of edits, fully undone, gives back the original bytes,
// and fully redone gives back the final bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBrush } from '../../../../src/shared/edit/brush';
import { fillArea } from '../../../../src/shared/edit/fill';
import { HeightStroke } from '../../../../src/shared/edit/heights';
import { EditHistory } from '../../../../src/shared/edit/history';
import { paintCornerShape, paintLine, TerrainStroke } from '../../../../src/shared/edit/paint';
import { addTerrainType, deleteTerrainType, editTerrainType } from '../../../../src/shared/edit/palette';
import { RESIZE_ANCHORS, resizeMap } from '../../../../src/shared/edit/resize';
import { cloneGrid, createGrid, type Grid } from '../../../../src/shared/grid/grid';

const c = fc.integer({ min: -2, max: 13 });
const t = fc.integer({ min: 0, max: 6 });
const edit = fc.oneof(
  fc.record({ kind: fc.constant('stroke' as const), pts: fc.array(fc.tuple(c, c), { minLength: 1, maxLength: 5 }), size: fc.integer({ min: 1, max: 5 }), round: fc.boolean(), t }),
  fc.record({ kind: fc.constant('shape' as const), shape: fc.constantFrom('line', 'rect', 'ellipse'), a: fc.tuple(c, c), b: fc.tuple(c, c), filled: fc.boolean(), t }),
  fc.record({ kind: fc.constant('fill' as const), at: fc.tuple(c, c), t }),
  fc.record({ kind: fc.constant('height' as const), mode: fc.constantFrom('raise', 'lower', 'flatten', 'set'), pts: fc.array(fc.tuple(c, c), { minLength: 1, maxLength: 4 }), amount: fc.integer({ min: 1, max: 20000 }) }),
  fc.record({ kind: fc.constant('palette' as const), op: fc.constantFrom('add', 'edit', 'delete'), index: t }),
  fc.record({ kind: fc.constant('resize' as const), w: fc.integer({ min: 1, max: 14 }), h: fc.integer({ min: 1, max: 14 }), anchor: fc.constantFrom(...RESIZE_ANCHORS), t }),
);
type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

function apply(history: EditHistory, e: Edit): void {
  const grid = history.grid;
  const type = (i: number) => i % grid.palette.length;
  switch (e.kind) {
    case 'stroke': {
      const [first, ...rest] = e.pts;
      const s = new TerrainStroke(history, makeBrush(e.size, e.round ? 'round' : 'square'), type(e.t), first![0], first![1]);
      for (const [x, y] of rest) s.moveTo(x, y);
      s.end();
      return;
    }
    case 'shape': {
      const corners = { x0: e.a[0], y0: e.a[1], x1: e.b[0], y1: e.b[1] };
      if (e.shape === 'line') paintLine(history, corners.x0, corners.y0, corners.x1, corners.y1, type(e.t));
      else paintCornerShape(history, e.shape, corners, type(e.t), e.filled);
      return;
    }
    case 'fill':
      fillArea(history, e.at[0], e.at[1], type(e.t));
      return;
    case 'height': {
      const [first, ...rest] = e.pts;
      const s = new HeightStroke(history, { brush: makeBrush(3), mode: e.mode, amount: e.amount, value: e.amount - 5000 }, first![0], first![1]);
      for (const [x, y] of rest) s.moveTo(x, y);
      s.end();
      return;
    }
    case 'palette':
      if (e.op === 'add' && grid.palette.length < 12) history.execute('add', addTerrainType(grid, { name: `T${e.index}`, color: e.index, cost: 1 + e.index, passable: true }));
      if (e.op === 'edit') history.execute('edit', editTerrainType(grid, type(e.index), { cost: 3 + e.index, passable: e.index % 2 === 0 }));
      if (e.op === 'delete' && grid.palette.length > 1) history.execute('delete', deleteTerrainType(grid, type(e.index)));
      return;
    case 'resize':
      history.execute('resize', resizeMap(grid, e.w, e.h, e.anchor, type(e.t)));
  }
}

const snapshot = (g: Grid) => ({ ...cloneGrid(g) });

describe('undo and redo round trips', () => {
  it('undoing every edit restores the original bytes and redoing all restores the final ones', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 25 }), (edits) => {
        const grid = createGrid(12, 10);
        grid.terrain.forEach((_, i) => (grid.terrain[i] = (i * 7) % 5));
        const original = snapshot(grid);
        const history = new EditHistory(grid);
        for (const e of edits) apply(history, e);
        const final = snapshot(grid);
        while (history.undo());
        expect(snapshot(grid)).toEqual(original);
        while (history.redo());
        expect(snapshot(grid)).toEqual(final);
      }),
      { numRuns: 300 },
    );
  });
});
