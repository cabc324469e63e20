// The overlay controls' switches as the user set them, by overlay id; an overlay not yet switched
// reads its descriptor's initial value. Shared by the single view and the compare panes, so a
// heatmap picked in one shows in the other.
import type { OverlayDescriptor } from './overlayDescriptor';

export class OverlaySwitches {
  private readonly values = $state<Record<string, boolean | string>>({});

  /** The switch of `overlay`: true or false for a check, the value chosen for a choice (true without a switch). */
  value(overlay: OverlayDescriptor): boolean | string {
    return this.values[overlay.id] ?? overlay.toggle?.initial ?? true;
  }

  set(overlay: OverlayDescriptor, value: boolean | string): void {
    this.values[overlay.id] = value;
  }
}
