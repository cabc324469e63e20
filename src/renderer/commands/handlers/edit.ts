// Edit commands and the editing keys: undo and redo, resize, swapping start and goal, the tools,
// the painting terrain and the brush.
import { MAX_BRUSH_SIZE } from '../../../shared/edit/brush';
import { isToolId } from '../../tools/toolRegistry';
import type { CommandHandlers, CommandTarget } from '../commandTarget';

/** Undo or redo one entry; a running fill completes first. */
function step({ studio, tools }: CommandTarget, direction: 'undo' | 'redo'): void {
  tools()?.settle();
  const { history } = studio.doc;
  const entry = direction === 'undo' ? history.undo() : history.redo();
  if (!entry) studio.notify('info', direction === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.', 2500);
}

export const editHandlers = {
  undo: (target) => step(target, 'undo'),
  redo: (target) => step(target, 'redo'),
  'resize-map': ({ tools, openDialog }) => {
    tools()?.settle();
    openDialog('resize-map');
  },
  'swap-markers': ({ studio }) => {
    const { doc } = studio;
    if (doc.start < 0 || doc.goal < 0) return studio.notify('info', 'Place both the start and the goal first (S and G, or right-click a cell), then swap them.', 4000);
    [doc.start, doc.goal] = [doc.goal, doc.start];
  },
  tool: ({ studio, tools }, tool) => {
    if (!isToolId(tool)) return;
    tools()?.cancel();
    studio.editor.selectTool(tool);
  },
  terrain: ({ studio: { doc, editor } }, index) => {
    if (Number(index) < doc.grid.palette.length) editor.terrain = Number(index);
  },
  'brush-smaller': ({ studio: { editor } }) => void (editor.brushSize = Math.max(1, editor.brushSize - 1)),
  'brush-larger': ({ studio: { editor } }) => void (editor.brushSize = Math.min(MAX_BRUSH_SIZE, editor.brushSize + 1)),
  'toggle-brush-shape': ({ studio: { editor } }) => void (editor.brushShape = editor.brushShape === 'square' ? 'round' : 'square'),
  'toggle-shape-fill': ({ studio: { editor } }) => void (editor.shapeFilled = !editor.shapeFilled),
} satisfies CommandHandlers;
