// What one heuristic is: a name, a label and a distance, plus the one fact about its shape the
// engine cannot derive from the moves of a topology (whether it stays under the straight line).

/** One distance estimate between cells: what the catalog lists and what the engine computes. */
export interface Heuristic {
  /** Stable name: sent to the search worker, typed on the command line, kept in projects. */
  readonly name: string;
  /** What the side panel shows. */
  readonly label: string;
  /**
   * Unscaled distance from (x, y) to (gx, gy) in step lengths; hexagonal maps use odd-r offset
   * coordinates. The engine scales it by the cheapest terrain, and checks each move against it to
   * tell whether it is admissible and consistent on a topology.
   */
  distance(x: number, y: number, gx: number, gy: number): number;
  /** Never exceeds the straight-line distance, so it stays admissible for any-angle paths (Theta*). */
  readonly withinStraightLine: boolean;
}
