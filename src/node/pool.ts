/**
 * A bounded pool: at most `size` jobs run at once, at most `queue` more wait, and a job beyond
 * that is refused at once with a {@link BusyError} (503 + Retry-After) rather than queued
 * without bound. What runs a job is a parameter: worker threads in the server
 * ({@link threadExecutors}), plain functions in tests.
 */
import { Worker } from 'node:worker_threads';
import { BusyError } from '../api/lib/problem';

/** Runs one job at a time. */
export interface Executor<J, R> {
  run(job: J): Promise<R>;
  close?(): Promise<void>;
}

export interface PoolOptions {
  /** Jobs that may wait for a free executor; one more is refused. */
  readonly queue: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  readonly retryAfter: number;
}

export interface PoolStats {
  readonly running: number;
  readonly waiting: number;
  readonly refused: number;
}

export class Pool<J, R> {
  private readonly idle: Executor<J, R>[];
  private readonly waiting: { job: J; resolve: (r: R) => void; reject: (e: unknown) => void }[] =
    [];
  private refusedCount = 0;

  constructor(
    private readonly executors: readonly Executor<J, R>[],
    private readonly options: PoolOptions,
  ) {
    if (executors.length === 0) throw new RangeError('a pool needs at least one executor');
    this.idle = [...executors];
  }

  /** Run `job` on the next free executor; a {@link BusyError} when the queue is full. */
  run(job: J): Promise<R> {
    const executor = this.idle.pop();
    if (executor) return this.start(executor, job);
    if (this.waiting.length >= this.options.queue) {
      this.refusedCount++;
      return Promise.reject(new BusyError(this.options.retryAfter));
    }
    return new Promise<R>((resolve, reject) => this.waiting.push({ job, resolve, reject }));
  }

  get stats(): PoolStats {
    return {
      running: this.executors.length - this.idle.length,
      waiting: this.waiting.length,
      refused: this.refusedCount,
    };
  }

  async close(): Promise<void> {
    for (const w of this.waiting.splice(0)) w.reject(new BusyError(this.options.retryAfter));
    await Promise.all(this.executors.map((e) => e.close?.()));
  }

  private start(executor: Executor<J, R>, job: J): Promise<R> {
    return executor.run(job).finally(() => {
      const next = this.waiting.shift();
      if (next) this.start(executor, next.job).then(next.resolve, next.reject);
      else this.idle.push(executor);
    });
  }
}

/** What a render thread is asked: a URL (a GET), or a URL with a POST's body. */
export type RenderJob =
  string | { readonly url: string; readonly body: Uint8Array; readonly contentType: string };

/** A rendered answer as it crosses from a worker thread: status, headers, body bytes. */
export interface Rendered {
  readonly status: number;
  readonly headers: readonly [string, string][];
  readonly body: Uint8Array;
}

interface Pending {
  resolve: (r: Rendered) => void;
  reject: (e: unknown) => void;
}

/**
 * One executor per worker thread running `script` (src/node/render-thread.ts, or its build),
 * each answering a URL with its own app. A thread that dies fails its job (a 500) and is
 * started again for the next one. Resolves once every thread has warmed up.
 */
export async function threadExecutors(
  script: URL,
  count: number,
  env: Readonly<Record<string, string>> = {},
): Promise<Executor<RenderJob, Rendered>[]> {
  // A TypeScript entry (tests, `tsx src/node.ts`) needs tsx's loader registered in the thread.
  const ts = script.pathname.endsWith('.ts');
  const source = ts
    ? `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(script.href)}); });`
    : script;
  const spawn = () =>
    new Promise<Worker>((resolve, reject) => {
      const w = new Worker(source, { eval: ts, env: { ...process.env, ...env } });
      w.once('message', (m: unknown) =>
        m === 'ready' ? resolve(w) : reject(new Error(String(m))),
      );
      w.once('error', reject);
    });
  const executors = await Promise.all(
    Array.from({ length: count }, async () => {
      let worker = await spawn();
      let pending: Pending | null = null;
      let closing = false;
      const attach = (w: Worker) => {
        w.on('message', (m: Rendered) => {
          const p = pending;
          pending = null;
          p?.resolve(m);
        });
        w.on('error', (e) => {
          const p = pending;
          pending = null;
          p?.reject(e);
        });
        w.on('exit', () => {
          const p = pending;
          pending = null;
          p?.reject(new Error('render thread exited'));
          if (!closing) worker = null as unknown as Worker;
        });
      };
      attach(worker);
      const executor: Executor<RenderJob, Rendered> = {
        async run(job) {
          if (worker === null) {
            worker = await spawn();
            attach(worker);
          }
          return new Promise<Rendered>((resolve, reject) => {
            pending = { resolve, reject };
            worker.postMessage(job);
          });
        },
        async close() {
          closing = true;
          await worker?.terminate();
        },
      };
      return executor;
    }),
  );
  return executors;
}
