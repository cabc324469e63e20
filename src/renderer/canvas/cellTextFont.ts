// The bitmap fonts of the text drawn in cells (costs and heights, f, g and h): white digits baked
// once at a large size and scaled down per label, so hundreds of labels a frame need no text layout.
// Baked on first use, not at load: a session that never zooms in that far never pays for it.
import { BitmapFont } from 'pixi.js';

export interface CellTextFont {
  /** The font family to give a BitmapText's style. */
  readonly name: string;
  /** Bakes the font if it is not yet baked; call before drawing with it. */
  install(): void;
}

/** A font of the digits and `chars`, `fontSize` pixels as baked, with an outline when `stroke` is given. */
export function cellTextFont(name: string, fontSize: number, chars: string, stroke?: { color: number; width: number }): CellTextFont {
  let installed = false;
  return {
    name,
    install() {
      if (installed) return;
      BitmapFont.install({
        name,
        style: { fontFamily: 'system-ui, sans-serif', fontSize, fill: 0xffffff, ...(stroke ? { stroke } : {}), fontWeight: '600' },
        chars: [['0', '9'], chars],
        resolution: 1,
      });
      installed = true;
    },
  };
}
