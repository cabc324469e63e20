// The brush the painting tools use: the size and shape picked in the tool bar on square maps, a
// hex disc of that size on hex maps (the square/round choice means nothing on hexes).
import { makeBrush, type Brush } from '../../shared/edit/brush';
import type { ToolContext } from './tool';

export function toolBrush({ doc, editor }: ToolContext): Brush {
  return makeBrush(editor.brushSize, doc.topology === 'hex' ? 'hex' : editor.brushShape);
}
