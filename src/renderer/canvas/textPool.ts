// BitmapText labels reused frame after frame in one container: a frame takes the first n it
// needs (made on first need, centred on their position) and hides the rest, so text drawn per
// frame allocates nothing once the pool is as large as the busiest frame.
import { BitmapText, type Container } from 'pixi.js';

export class TextPool {
  private readonly pool: BitmapText[] = [];

  constructor(
    private readonly container: Container,
    /** The bitmap font's family (installed before the first label is taken). */
    private readonly fontFamily: string,
  ) {}

  /** Label `k` of this frame, shown. */
  take(k: number): BitmapText {
    let label = this.pool[k];
    if (!label) {
      label = new BitmapText({ text: '', style: { fontFamily: this.fontFamily, fontSize: 12 } });
      label.anchor.set(0.5);
      this.container.addChild(label);
      this.pool.push(label);
    }
    label.visible = true;
    return label;
  }

  /** Hides the labels from `used` on (those this frame did not take). */
  hideFrom(used: number): void {
    for (let k = used; k < this.pool.length; k++) this.pool[k]!.visible = false;
  }
}
