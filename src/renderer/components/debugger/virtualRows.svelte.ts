// TanStack's framework-free Virtualizer driven from Svelte 5 (it has no Svelte 5 adapter): rows of
// one fixed height in a scrolling element, of which only those in view (and a few either side) are
// rendered. Attach it to the scrolling element with `{@attach rows.attach}`; the rows to render
// and the height of the whole list are runes.
import { elementScroll, observeElementOffset, observeElementRect, Virtualizer, type VirtualItem } from '@tanstack/virtual-core';

export class VirtualRows {
  /** The rows to render: index and top offset of each. */
  items = $state.raw<VirtualItem[]>([]);
  /** Pixels the whole list would take. */
  totalSize = $state(0);
  private element: HTMLElement | null = null;
  private readonly virtualizer: Virtualizer<HTMLElement, HTMLElement>;

  /** Rows are `rowHeight` pixels high; `onRange` hears which rows are rendered (first, last) whenever that changes. */
  constructor(
    readonly rowHeight: number,
    private readonly onRange: (first: number, last: number) => void,
    overscan = 12,
  ) {
    this.virtualizer = new Virtualizer<HTMLElement, HTMLElement>({
      count: 0,
      getScrollElement: () => this.element,
      estimateSize: () => rowHeight,
      overscan,
      scrollToFn: elementScroll,
      observeElementRect,
      observeElementOffset,
      onChange: () => this.update(),
    });
  }

  /** Binds to the scrolling element (an attachment); the returned function unbinds. */
  readonly attach = (element: HTMLElement): (() => void) => {
    this.element = element;
    const unmount = this.virtualizer._didMount();
    this.virtualizer._willUpdate();
    this.update();
    return () => {
      unmount();
      this.element = null;
    };
  };

  /** Sets the number of rows (the list's length changed). */
  setCount(count: number): void {
    if (this.virtualizer.options.count === count) return;
    this.virtualizer.setOptions({ ...this.virtualizer.options, count });
    this.virtualizer._willUpdate();
    this.update();
  }

  get count(): number {
    return this.virtualizer.options.count;
  }

  /** Scrolls so that row `index` shows ('auto': the least scrolling that shows it). */
  scrollToIndex(index: number, align: 'auto' | 'start' | 'end' = 'auto'): void {
    this.virtualizer.scrollToIndex(index, { align });
  }

  /** Whole rows the view has room for. */
  get rowsInView(): number {
    return this.element ? Math.floor(this.element.clientHeight / this.rowHeight) : 0;
  }

  /** Whether the view shows the last row (a growing list then follows its end). */
  get atEnd(): boolean {
    const el = this.element;
    return el !== null && el.scrollTop + el.clientHeight >= el.scrollHeight - this.rowHeight;
  }

  /** Called from effects (the attachment, setCount): writes the runes, never reads them, so no effect depends on what it writes. */
  private update(): void {
    const items = this.virtualizer.getVirtualItems();
    this.items = items;
    this.totalSize = this.virtualizer.getTotalSize();
    if (items.length > 0) this.onRange(items[0]!.index, items[items.length - 1]!.index);
    else this.onRange(0, -1);
  }
}
