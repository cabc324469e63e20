// The terrain layer of a project file, one palette index per cell, stored either deflated
// (binary, row-major bytes) or as readable rows with a legend (terrainRows.ts).
import { deflateSync } from 'fflate';
import { base64ToBytes, bytesToBase64 } from './base64';
import { ProjectFormatError } from './errors';
import type { InflateMeter } from '../boundedInflate';
import { inflateExactly } from './inflate';
import { decodeTerrainRows, type DecodeWork, type TerrainRows } from './terrainRows';

/** The terrain layer as deflated bytes, base64-encoded: one byte per cell, row by row. */
export interface TerrainDeflated {
  encoding: 'deflate-base64';
  data: string;
}

export type TerrainLayer = TerrainRows | TerrainDeflated;

/**
 * Deflate level for saved layers. On a painted 4096² map (test/bench/projectFormat.bench.ts,
 * CPU ms for terrain + heights): level 1 gives 2.84 MiB in ~450 ms, 4 gives 2.73 MiB in ~840 ms,
 * 6 (the library's default) 2.32 MiB in ~1.9 s, 9 1.84 MiB in ~8.6 s. Saving often matters more
 * than a fifth of the size, and opening costs the same whichever level wrote the file.
 */
export const LAYER_DEFLATE_LEVEL = 1;

/** Terrain indices from a layer, each checked against the palette's size. */
export function decodeTerrain(
  layer: TerrainLayer,
  width: number,
  height: number,
  paletteSize: number,
  diagnostics?: { work?: DecodeWork; inflate?: InflateMeter },
): Uint8Array {
  if (layer.encoding === 'rows') return decodeTerrainRows(layer, width, height, paletteSize, diagnostics?.work);
  const bytes = base64ToBytes(layer.data);
  if (bytes === null) throw new ProjectFormatError('The terrain layer\'s data is not base64 text; the file is damaged. Restore it from a backup.');
  const terrain = inflateExactly(bytes, width * height, 'terrain', diagnostics?.inflate);
  checkTerrainIndices(terrain, width, paletteSize);
  return terrain;
}

/** Refuses a cell whose terrain index lies past the palette's end, naming its line and column. */
export function checkTerrainIndices(terrain: Uint8Array, width: number, paletteSize: number): void {
  if (paletteSize >= 256) return;
  for (let i = 0; i < terrain.length; i++) {
    const t = terrain[i]!;
    if (t >= paletteSize) {
      const line = Math.floor(i / width) + 1;
      const column = (i % width) + 1;
      throw new ProjectFormatError(
        `Line ${line}, column ${column} of the terrain layer uses terrain ${t}, but the palette has ${paletteSize} types (0 to ${paletteSize - 1}); add types to the palette or repaint those cells.`,
      );
    }
  }
}

/** The layer as deflated base64 bytes. */
export function encodeTerrainDeflated(terrain: Uint8Array): TerrainDeflated {
  return { encoding: 'deflate-base64', data: bytesToBase64(deflateSync(terrain, { level: LAYER_DEFLATE_LEVEL })) };
}
