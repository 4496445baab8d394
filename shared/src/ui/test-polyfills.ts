/*
 * Browser APIs antd's overlays and forms use that jsdom lacks; imported by the ui/chunk tests
 * only (not exported). ResizeObserver measures popups; MessageChannel schedules Form watchers.
 */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

interface Port {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(data: unknown): void;
  close(): void;
}

/** A macrotask channel on setTimeout (Node's own MessageChannel would keep jest running). */
class TimeoutMessageChannel {
  port1: Port;
  port2: Port;
  constructor() {
    const make = (target: () => Port): Port => ({
      onmessage: null,
      postMessage: (data) => void setTimeout(() => target().onmessage?.({ data }), 0),
      close: () => {},
    });
    this.port1 = make(() => this.port2);
    this.port2 = make(() => this.port1);
  }
}

const g = globalThis as Record<string, unknown>;
g.ResizeObserver ??= NoopResizeObserver;
g.MessageChannel ??= TimeoutMessageChannel;

export {};
