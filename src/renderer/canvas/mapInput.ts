// Turns raw pointer and wheel events on the map canvas into camera moves (middle-drag or
// space+drag pans, wheel zooms around the cursor) and cell-level events for the active tool.
import type { MapView } from './mapView';

export interface CellPointer {
  /** Cell under the pointer; may lie outside the map. */
  x: number;
  y: number;
  inside: boolean;
  shift: boolean;
  alt: boolean;
  ctrl: boolean;
}

export interface MapInputHandlers {
  toolDown(p: CellPointer): void;
  toolMove(p: CellPointer): void;
  toolUp(p: CellPointer): void;
  /** Pointer hovering (or leaving: null). */
  hover(p: CellPointer | null): void;
  /** Right-click on a cell, at a client point (for the context menu). */
  contextMenu(p: CellPointer, clientX: number, clientY: number): void;
}

export class MapInput {
  private panning: { id: number; x: number; y: number } | null = null;
  private toolPointer: number | null = null;
  private spaceHeld = false;
  private readonly cleanup: (() => void)[] = [];

  constructor(
    private readonly view: MapView,
    private readonly handlers: MapInputHandlers,
  ) {
    const el = view.canvas;
    el.style.touchAction = 'none';
    this.listen(el, 'pointerdown', (e) => this.down(e));
    this.listen(el, 'pointermove', (e) => this.move(e));
    this.listen(el, 'pointerup', (e) => this.up(e));
    this.listen(el, 'pointercancel', (e) => this.up(e));
    this.listen(el, 'pointerleave', () => handlers.hover(null));
    this.listen(el, 'wheel', (e) => this.wheel(e), { passive: false });
    this.listen(el, 'contextmenu', (e) => {
      e.preventDefault();
      const p = this.pointer(e);
      if (p.inside) handlers.contextMenu(p, e.clientX, e.clientY);
    });
    this.listen(window, 'keydown', (e) => {
      if (e.code === 'Space' && !isTyping(e)) {
        this.spaceHeld = true;
        el.style.cursor = 'grab';
        e.preventDefault();
      }
    });
    this.listen(window, 'keyup', (e) => {
      if (e.code === 'Space') {
        this.spaceHeld = false;
        el.style.cursor = '';
      }
    });
  }

  destroy(): void {
    for (const c of this.cleanup) c();
  }

  private listen<K extends keyof HTMLElementEventMap>(
    target: HTMLElement | Window,
    type: K,
    listener: (e: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void {
    target.addEventListener(type, listener as EventListener, options);
    this.cleanup.push(() => target.removeEventListener(type, listener as EventListener, options));
  }

  /**
   * The cell under the event. `canvas` is the canvas's client rectangle, read once per DOM event
   * however many coalesced moves it carries: each read may force a layout.
   */
  private pointer(e: PointerEvent | MouseEvent, canvas: DOMRect = this.view.canvas.getBoundingClientRect()): CellPointer {
    const c = this.view.cellAtViewPoint(e.clientX - canvas.left, e.clientY - canvas.top);
    return { x: c.x, y: c.y, inside: this.view.onMap(c.x, c.y), shift: e.shiftKey, alt: e.altKey, ctrl: e.ctrlKey || e.metaKey };
  }

  private down(e: PointerEvent): void {
    if (e.button === 1 || (e.button === 0 && this.spaceHeld)) {
      e.preventDefault();
      this.panning = { id: e.pointerId, x: e.clientX, y: e.clientY };
      this.view.canvas.setPointerCapture(e.pointerId);
      this.view.canvas.style.cursor = 'grabbing';
      return;
    }
    if (e.button !== 0 || this.toolPointer !== null) return;
    this.toolPointer = e.pointerId;
    this.view.canvas.setPointerCapture(e.pointerId);
    this.handlers.toolDown(this.pointer(e));
  }

  private move(e: PointerEvent): void {
    if (this.panning && e.pointerId === this.panning.id) {
      this.view.camera.panBy(e.clientX - this.panning.x, e.clientY - this.panning.y);
      this.panning.x = e.clientX;
      this.panning.y = e.clientY;
      return;
    }
    const canvas = this.view.canvas.getBoundingClientRect();
    const p = this.pointer(e, canvas);
    this.handlers.hover(p.inside ? p : null);
    if (e.pointerId === this.toolPointer) {
      // Coalesced events keep a fast stroke smooth; the tool interpolates between them anyway.
      for (const c of e.getCoalescedEvents?.() ?? [e]) this.handlers.toolMove(this.pointer(c, canvas));
    }
  }

  private up(e: PointerEvent): void {
    if (this.panning && e.pointerId === this.panning.id) {
      this.panning = null;
      this.view.canvas.style.cursor = this.spaceHeld ? 'grab' : '';
      return;
    }
    if (e.pointerId !== this.toolPointer) return;
    this.toolPointer = null;
    this.handlers.toolUp(this.pointer(e));
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const r = this.view.canvas.getBoundingClientRect();
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    this.view.camera.zoomAt(e.clientX - r.left, e.clientY - r.top, Math.exp(-delta * 0.0015));
  }
}

function isTyping(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  return !!t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable);
}
