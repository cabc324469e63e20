// The utility-process binding with stand-ins for Electron's parentPort and MessagePortMain: main's
// watchdog pings over the parentPort and gets a pong; a connected port gets a working service.
import { describe, expect, it } from 'vitest';
import { bindToParentPort, type ParentPortLike, type PortLike } from '../../../src/worker/bindings';

type Listener = (e: { data: unknown; ports: PortLike[] }) => void;

class StandInParentPort implements ParentPortLike {
  readonly posted: unknown[] = [];
  private listener: Listener | null = null;
  on(_event: 'message', listener: Listener): void {
    this.listener = listener;
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  deliver(data: unknown, ports: PortLike[] = []): void {
    this.listener?.({ data, ports });
  }
}

class StandInPort implements PortLike {
  readonly posted: unknown[] = [];
  started = false;
  private onMessage: ((e: { data: unknown }) => void) | null = null;
  on(event: 'message' | 'close', listener: ((e: { data: unknown }) => void) | (() => void)): void {
    if (event === 'message') this.onMessage = listener as (e: { data: unknown }) => void;
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  start(): void {
    this.started = true;
  }
  deliver(data: unknown): void {
    this.onMessage?.({ data });
  }
}

describe('utility-process binding', () => {
  it("answers main's ping on the parentPort", () => {
    const parent = new StandInParentPort();
    bindToParentPort(parent);
    parent.deliver({ kind: 'ping' });
    expect(parent.posted).toEqual([{ kind: 'pong' }]);
  });

  it('gives each connected port its own service, which says it is ready and answers', () => {
    const parent = new StandInParentPort();
    bindToParentPort(parent);
    const port = new StandInPort();
    parent.deliver({ kind: 'connect' }, [port]);
    expect(port.started).toBe(true);
    expect(port.posted).toEqual([{ kind: 'ready', pid: process.pid }]);
    port.deliver({ kind: 'ping', requestId: 4 });
    expect(port.posted.at(-1)).toEqual({ kind: 'pong', requestId: 4 });
    expect(parent.posted).toEqual([]); // renderer traffic never goes to main
  });

  it('ignores a connect without a port and anything else from main', () => {
    const parent = new StandInParentPort();
    bindToParentPort(parent);
    parent.deliver({ kind: 'connect' });
    parent.deliver({ kind: 'reboot' });
    expect(parent.posted).toEqual([]);
  });
});
