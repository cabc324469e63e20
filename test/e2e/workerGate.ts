// Holds the messages one of the app's Web Workers sends to the page until the test lets them
// through, so a test sees a state the page shows only while the worker is busy (an import's
// progress bar, a list row whose data is on its way) for as long as it looks, on a fast machine
// or a loaded one. The worker and its messages are the app's own, unchanged: they only arrive
// when the test says.
import type { Page } from '@playwright/test';

/** Message fields to match (each given field equal), e.g. `{ kind: 'answer' }`; `{}` matches any. */
export type MessageMatch = Record<string, string | number | boolean | null>;

export interface WorkerGate {
  /** Starts holding the messages the gate holds (a gate made with `fromStart` holds from the page's start). */
  hold(): Promise<void>;
  /**
   * Lets the held messages through in the order they were sent, one an animation frame (so the
   * page draws what each says before the next), waiting for the worker to send more, up to and
   * including the first that matches `match`; resolves once the page has handled that one.
   */
  releaseThrough(match: MessageMatch): Promise<void>;
  /** Lets every held message through and stops holding. */
  open(): Promise<void>;
  /** The messages held and let through so far, in order, with their plain fields only (no maps or buffers). */
  released(): Promise<Record<string, unknown>[]>;
}

/** The in-page side, on `window.__workerGates[workerName]`. */
interface PageGate {
  holding: boolean;
  releaseThrough(match: MessageMatch): Promise<void>;
  open(): void;
  released: Record<string, unknown>[];
}

interface GateOptions {
  /** Which messages to hold (the others pass as usual, such as a watchdog's pongs); all by default. */
  which?: MessageMatch;
  /** Hold from the page's start (true by default), or from `hold()`. */
  fromStart?: boolean;
}

/**
 * A gate on the messages of the worker named `workerName` (its `name` option). Call before the
 * page loads: it wraps `Worker` in an init script.
 */
export async function gateWorker(page: Page, workerName: string, options: GateOptions = {}): Promise<WorkerGate> {
  const setup = { name: workerName, which: options.which ?? {}, fromStart: options.fromStart ?? true };
  await page.addInitScript(({ name, which, fromStart }) => {
    const matches = (data: unknown, match: MessageMatch) =>
      Object.entries(match).every(([key, value]) => (data as Record<string, unknown> | null)?.[key] === value);
    const held: { worker: Worker; data: unknown }[] = [];
    const passing = new WeakSet<Event>();
    let arrived: () => void = () => {};
    const pass = (worker: Worker, data: unknown) => {
      const fields = Object.entries(data && typeof data === 'object' ? data : {}).filter(([, v]) => v === null || typeof v !== 'object');
      gate.released.push(Object.fromEntries(fields));
      const event = new MessageEvent('message', { data });
      passing.add(event);
      worker.dispatchEvent(event);
    };
    const gate: PageGate = {
      holding: fromStart,
      released: [],
      async releaseThrough(match) {
        for (;;) {
          while (held.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const message = held.shift()!;
          pass(message.worker, message.data);
          if (matches(message.data, match)) return;
        }
      },
      open() {
        gate.holding = false;
        for (const { worker, data } of held.splice(0)) pass(worker, data);
      },
    };
    const w = window as unknown as { __workerGates?: Record<string, PageGate> };
    (w.__workerGates ??= {})[name] = gate;

    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, workerOptions?: WorkerOptions) {
        super(url, workerOptions);
        if (workerOptions?.name !== name) return;
        // Registered before the app's own listener (or onmessage), so it sees each message first.
        this.addEventListener('message', (e) => {
          if (passing.has(e) || !gate.holding || !matches(e.data, which)) return;
          e.stopImmediatePropagation();
          held.push({ worker: this, data: e.data });
          arrived();
        });
      }
    };
  }, setup);

  // Each function runs in the page, where the gate is window.__workerGates[workerName].
  type Gates = { __workerGates: Record<string, PageGate> };
  return {
    hold: () => page.evaluate((n) => void ((window as unknown as Gates).__workerGates[n]!.holding = true), workerName),
    releaseThrough: (match) => page.evaluate(([n, m]) => (window as unknown as Gates).__workerGates[n]!.releaseThrough(m), [workerName, match] as const),
    open: () => page.evaluate((n) => (window as unknown as Gates).__workerGates[n]!.open(), workerName),
    released: () => page.evaluate((n) => (window as unknown as Gates).__workerGates[n]!.released, workerName),
  };
}
