import { EventEmitter } from 'node:events';

/**
 * "This job's row moved": an in-process wake-up for SSE streams and live previews. The row itself
 * (a video's `status`, `percent`, `preview_segments`) is the only record of progress; readers
 * also poll it, so progress written by a worker on another machine still arrives.
 */
export class ProgressSignal {
  private readonly bus = new EventEmitter().setMaxListeners(0);

  notify(id: string): void {
    this.bus.emit(id);
  }

  /** Resolves on the next local notify for id, or after pollMs. */
  waitForChange(id: string, pollMs: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.bus.off(id, done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      this.bus.on(id, done);
      signal.addEventListener('abort', done);
    });
  }
}
