// What the Tiled import dialog is shown of a parsed map: each tile layer with the tile ids it uses
// (how often, and what each is called), the terrain suggested for each and which are left for the
// user, and a small preview of the layer (a sample of its tile ids) coloured by the mapping.
import type { TerrainType } from '../../shared/grid/terrain';
import { suggestTiledMapping, tiledGidLabel, tiledGids, type TiledMap } from '../../shared/formats/tiled';
import type { ImagePreview, TerrainMapping } from './exchangeProtocol';
import { samplePreview } from './previewSample';

/** One tile id of a layer as the mapping table lists it. */
export interface TiledTileRow {
  gid: number;
  count: number;
  /** "Water (dungeon #12)", "Empty". */
  label: string;
}

/** One tile layer of the map. */
export interface TiledLayerSummary {
  /** Its name ("Ground", "Group/Walls"). */
  name: string;
  /** Every tile id it uses, most used first. */
  tiles: TiledTileRow[];
  /** The suggested terrain of each tile id that could be matched. */
  suggested: TerrainMapping;
  /** The palette those terrain indices refer to: an A* Studio tileset's, or the one given. */
  palette: TerrainType[];
  /** Every tile comes from an A* Studio tileset, so the suggestion is exact. */
  fromStudio: boolean;
  /** A sample of its tile ids, for the preview. */
  preview: ImagePreview;
}

/** What the Tiled dialog shows of a map held in the worker. */
export interface TiledSummary {
  held: number;
  width: number;
  height: number;
  /** Hexagonal maps import as A* Studio hex maps. */
  hex: boolean;
  layers: TiledLayerSummary[];
}

/** The summary of `map` held under `held`, with terrain suggested from `palette`. */
export function summariseTiled(map: TiledMap, held: number, palette: readonly TerrainType[]): TiledSummary {
  return {
    held,
    width: map.width,
    height: map.height,
    hex: map.orientation === 'hexagonal',
    layers: map.layers.map((layer, index) => {
      const suggestion = suggestTiledMapping(map, index, palette);
      return {
        name: layer.name,
        tiles: tiledGids(map, index).map(({ gid, count }) => ({ gid, count, label: tiledGidLabel(map, gid) })),
        suggested: [...suggestion.mapping],
        palette: suggestion.palette,
        fromStudio: suggestion.fromStudio,
        preview: samplePreview(map.width, map.height, (i) => layer.gids[i]!),
      };
    }),
  };
}
