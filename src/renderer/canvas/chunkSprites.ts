// One view's drawing of a CellTextureStore: a light Sprite per chunk on square maps, a hex-picking
// quad per chunk on hex maps (hexChunkMesh.ts), each referencing the store's texture. The pixels
// and textures live once in the store, so a second view of the same map (a compare pane) costs a
// few hundred bytes per chunk, not another copy of the picture. Each view culls to its own camera.
import { Container, Mesh, Rectangle, Sprite, Texture } from 'pixi.js';
import type { CellBox } from '../../shared/edit/cells';
import type { CellTextureStore, StoreChange } from './cellTextureStore';
import { hexChunkMesh } from './hexChunkMesh';

export class ChunkSprites {
  readonly container = new Container({ cullable: false });
  private sprites: Container[] = [];
  /** Per chunk: whether it overlaps this view's visible cells (all, until the first cull). */
  private onScreen = new Uint8Array(0);
  /** Where the picture ends, in texels (fractional: see `clipTo`); null: at its last texel. */
  private extent: { width: number; height: number } | null = null;
  /** The textures this view made to crop its edge chunks (the store owns the rest). */
  private cropped: Texture[] = [];
  private readonly unsubscribe: () => void;

  constructor(readonly store: CellTextureStore) {
    this.unsubscribe = store.changed.add((change: StoreChange) => (change === 'built' ? this.build() : this.drop()));
    if (store.chunks.length > 0) this.build();
  }

  /** Whether chunk `i` is in this view (the store paints those first). */
  isOnScreen(i: number): boolean {
    return this.onScreen[i] === 1;
  }

  /** How many sprites (or hex quads) this view holds: one per chunk of the store. */
  get spriteCount(): number {
    return this.sprites.length;
  }

  /** Shows only the chunks that overlap the visible cells and are painted; `visible` spans the cells that may show. */
  cull(visible: CellBox): void {
    const chunks = this.store.chunks;
    for (let i = 0; i < this.sprites.length; i++) {
      const c = chunks[i]!.chunk;
      this.onScreen[i] = c.x0 <= visible.x1 && c.x0 + c.width > visible.x0 && c.y0 <= visible.y1 && c.y0 + c.height > visible.y0 ? 1 : 0;
    }
    this.refresh();
  }

  /**
   * Ends the picture at `width` × `height` texels, which may fall inside the last texel: a layer
   * drawn a texel per 2 × 2 cells over a map 1,225 cells wide ends half-way through its last texel,
   * where the map does; null: at the last texel. Square chunks only (hex layers are a texel per cell).
   */
  clipTo(extent: { width: number; height: number } | null): void {
    this.extent = extent;
    this.crop();
  }

  /** Shows the chunks in view that the store has painted since the last cull. */
  refresh(): void {
    const chunks = this.store.chunks;
    for (let i = 0; i < this.sprites.length; i++) this.sprites[i]!.visible = this.onScreen[i] === 1 && chunks[i]!.painted;
  }

  destroy(): void {
    this.unsubscribe();
    this.drop();
    this.container.destroy();
  }

  private build(): void {
    this.drop();
    const hex = this.store.hex;
    for (const { chunk, texture, source } of this.store.chunks) {
      const sprite = hex ? hexChunkMesh(chunk, source) : new Sprite({ texture, x: chunk.x0, y: chunk.y0, roundPixels: false, visible: false });
      this.container.addChild(sprite);
      this.sprites.push(sprite);
    }
    this.onScreen = new Uint8Array(this.sprites.length).fill(1);
    this.crop();
  }

  /** Gives the chunks the extent ends inside a texture framed to end there (its frame may end inside a texel). */
  private crop(): void {
    const extent = this.extent, before = this.cropped;
    if (this.store.hex || (extent === null && before.length === 0)) return;
    this.cropped = [];
    this.store.chunks.forEach(({ chunk, source, texture }, i) => {
      const width = Math.min(chunk.width, (extent?.width ?? Infinity) - chunk.x0), height = Math.min(chunk.height, (extent?.height ?? Infinity) - chunk.y0);
      let shown = texture;
      if (width < chunk.width || height < chunk.height) {
        shown = new Texture({ source, frame: new Rectangle(0, 0, Math.max(0, width), Math.max(0, height)) });
        this.cropped.push(shown);
      }
      (this.sprites[i] as Sprite).texture = shown;
    });
    for (const old of before) old.destroy(false);
  }

  /** Drops this view's sprites; the store's textures stay (the store owns them). */
  private drop(): void {
    for (const sprite of this.sprites) {
      if (sprite instanceof Mesh) {
        // A hex quad owns its geometry and shader (the mesh leaves them alone).
        sprite.geometry.destroy();
        sprite.shader?.destroy();
      }
      sprite.destroy();
    }
    this.sprites = [];
    for (const texture of this.cropped) texture.destroy(false);
    this.cropped = [];
    this.onScreen = new Uint8Array(0);
    this.container.removeChildren();
  }
}
