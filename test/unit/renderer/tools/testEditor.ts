// A small test editor: a map document, editor state and tool controller driven by cell-level
// pointer events, like tldraw's test editor. No Pixi, no DOM.
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { MapTopology } from '../../../../src/shared/grid/mapTopology';
import { MapDocument } from '../../../../src/renderer/state/document.svelte';
import { EditorState } from '../../../../src/renderer/state/editor.svelte';
import type { ToolId } from '../../../../src/renderer/tools/toolRegistry';
import { ToolController } from '../../../../src/renderer/tools/toolController';
import type { CellPointer } from '../../../../src/renderer/canvas/mapInput';

export class TestEditor {
  readonly doc: MapDocument;
  readonly editor: EditorState;
  readonly tools: ToolController;
  /** Tasks a spread-out fill scheduled; `runFrames` runs them. */
  readonly frames: (() => void)[] = [];
  private modifiers = { shift: false, alt: false, ctrl: false };

  constructor(width = 16, height = 12, fill = 0, topology: MapTopology = 'square') {
    const project = createProject(createGrid(width, height, fill), 'test');
    if (topology === 'hex') project.settings = { ...project.settings, topology: 'hex', heuristic: 'hex' };
    this.doc = new MapDocument(project);
    this.editor = new EditorState(this.doc);
    this.tools = new ToolController(this.doc, this.editor, () => {}, (task) => this.frames.push(task), 0);
  }

  use(tool: ToolId, settings: Partial<Pick<EditorState, 'terrain' | 'brushSize' | 'brushShape' | 'shapeFilled' | 'heightMode' | 'heightAmount' | 'heightValue' | 'pointGroup'>> = {}): this {
    this.editor.selectTool(tool);
    Object.assign(this.editor, settings);
    return this;
  }

  withShift(on = true): this {
    this.modifiers.shift = on;
    return this;
  }

  private p(x: number, y: number): CellPointer {
    const inside = x >= 0 && y >= 0 && x < this.doc.width && y < this.doc.height;
    return { x, y, inside, ...this.modifiers };
  }

  down(x: number, y: number): this {
    this.tools.toolDown(this.p(x, y));
    return this;
  }

  move(x: number, y: number): this {
    this.tools.toolMove(this.p(x, y));
    return this;
  }

  up(x: number, y: number): this {
    this.tools.toolUp(this.p(x, y));
    return this;
  }

  click(x: number, y: number): this {
    return this.down(x, y).up(x, y);
  }

  drag(points: [number, number][]): this {
    const [first, ...rest] = points;
    this.down(first![0], first![1]);
    for (const [x, y] of rest) this.move(x, y);
    const last = points.at(-1)!;
    return this.up(last[0], last[1]);
  }

  runFrames(): number {
    let n = 0;
    while (this.frames.length) {
      this.frames.shift()!();
      n++;
    }
    return n;
  }

  at(x: number, y: number): number {
    return this.doc.grid.terrain[y * this.doc.width + x]!;
  }

  /** The map as rows of digits (terrain indices), for readable expectations. */
  art(): string[] {
    const { width, height, terrain } = this.doc.grid;
    const rows: string[] = [];
    for (let y = 0; y < height; y++) rows.push(Array.from(terrain.subarray(y * width, (y + 1) * width)).join(''));
    return rows;
  }
}
