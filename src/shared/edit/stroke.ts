// A brush stroke: stamps along the line (a hex line for a hex brush) between successive pointer samples, so a fast drag
// leaves no gaps however far apart the samples are.
import { type Brush, stampCells, stampCellsAfter } from './brush';
import { type CellSink, type MapBounds } from './cells';
import { traceHexLine } from '../grid/hex';
import { traceLine } from './line';

/**
 * The cells the brush sweeps moving from (x0, y0) to (x1, y1), clipped to the map. When
 * `startStamped` is true the stamp at (x0, y0) is taken as already painted (it ended the
 * previous segment) and is not emitted again. Cells may repeat where the path turns back on
 * itself; painting is idempotent and the history recorder keeps one entry per cell.
 */
export function strokeCells(
  bounds: MapBounds,
  brush: Brush,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sink: CellSink,
  startStamped = false,
): void {
  let hasPrevious = startStamped;
  let px = x0;
  let py = y0;
  // A hex brush walks a hex line, so consecutive stamps are neighbours and leave no gaps.
  const trace = brush.shape === 'hex' ? traceHexLine : traceLine;
  trace(x0, y0, x1, y1, (x, y) => {
    if (!hasPrevious) stampCells(bounds, brush, x, y, sink);
    else if (x !== px || y !== py) stampCellsAfter(bounds, brush, px, py, x, y, sink);
    hasPrevious = true;
    px = x;
    py = y;
  });
}
