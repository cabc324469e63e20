// Pointer and wheel input over one compare pane (its transparent viewport element lies over the
// shared canvas): drag with the left or middle button pans, the wheel zooms around the pointer,
// hovering reports the cell under the pointer (the status bar shows it). Panes do not edit the map.
import type { PaneView } from '../canvas/paneView';

export interface PaneInputHandlers {
  /** The cell under the pointer, or null when it is off the map or left the pane. */
  hover(cell: { x: number; y: number } | null): void;
}

export class PaneInput {
  private panning: { id: number; x: number; y: number } | null = null;
  private readonly cleanup: (() => void)[] = [];

  constructor(
    private readonly element: HTMLElement,
    private readonly view: PaneView,
    private readonly handlers: PaneInputHandlers,
  ) {
    element.style.touchAction = 'none';
    this.listen('pointerdown', (e) => this.down(e));
    this.listen('pointermove', (e) => this.move(e));
    this.listen('pointerup', (e) => this.up(e));
    this.listen('pointercancel', (e) => this.up(e));
    this.listen('pointerleave', () => handlers.hover(null));
    this.listen('wheel', (e) => this.wheel(e), { passive: false });
  }

  destroy(): void {
    for (const c of this.cleanup) c();
  }

  private listen<K extends keyof HTMLElementEventMap>(type: K, listener: (e: HTMLElementEventMap[K]) => void, options?: AddEventListenerOptions): void {
    this.element.addEventListener(type, listener as EventListener, options);
    this.cleanup.push(() => this.element.removeEventListener(type, listener as EventListener, options));
  }

  /** The pointer in pane coordinates. */
  private local(e: MouseEvent): { x: number; y: number } {
    const r = this.element.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private down(e: PointerEvent): void {
    if (e.button !== 0 && e.button !== 1) return;
    e.preventDefault();
    this.panning = { id: e.pointerId, x: e.clientX, y: e.clientY };
    this.element.setPointerCapture(e.pointerId);
    this.element.style.cursor = 'grabbing';
  }

  private move(e: PointerEvent): void {
    if (this.panning && e.pointerId === this.panning.id) {
      this.view.camera.panBy(e.clientX - this.panning.x, e.clientY - this.panning.y);
      this.panning.x = e.clientX;
      this.panning.y = e.clientY;
    }
    const p = this.local(e);
    this.handlers.hover(this.view.cellAt(p.x, p.y));
  }

  private up(e: PointerEvent): void {
    if (!this.panning || e.pointerId !== this.panning.id) return;
    this.panning = null;
    this.element.style.cursor = '';
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const p = this.local(e);
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    this.view.camera.zoomAt(p.x, p.y, Math.exp(-delta * 0.0015));
  }
}
