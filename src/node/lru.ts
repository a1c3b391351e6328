/**
 * Rendered bytes by ETag, least recently used out first, within a budget of bytes. Every seeded
 * URL's bytes are fixed by its ETag, so a hit is always current; the budget bounds memory.
 */
import type { BodyStore, SeededBody } from '../api/lib/cache';

const utf8 = new TextEncoder();

interface Entry {
  readonly value: SeededBody & { readonly body: Uint8Array };
  readonly bytes: number;
}

export class LruStore implements BodyStore {
  private readonly entries = new Map<string, Entry>();
  private used = 0;
  hits = 0;
  misses = 0;

  constructor(
    /** Most bytes kept (bodies only). */
    private readonly budget: number,
    /** Largest single body kept: one huge image should not empty the cache. */
    private readonly largest = Math.max(1, Math.floor(budget / 8)),
  ) {}

  get(key: string): SeededBody | undefined {
    const e = this.entries.get(key);
    if (!e) {
      this.misses++;
      return undefined;
    }
    // Map order is insertion order: moving the entry to the end marks it most recent.
    this.entries.delete(key);
    this.entries.set(key, e);
    this.hits++;
    return e.value;
  }

  put(key: string, value: SeededBody): void {
    const body = typeof value.body === 'string' ? utf8.encode(value.body) : value.body;
    const bytes = body.length + key.length;
    if (bytes > this.largest) return;
    const old = this.entries.get(key);
    if (old) {
      this.used -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, { value: { ...value, body }, bytes });
    this.used += bytes;
    for (const [k, e] of this.entries) {
      if (this.used <= this.budget) break;
      this.entries.delete(k);
      this.used -= e.bytes;
    }
  }

  get size(): { readonly entries: number; readonly bytes: number } {
    return { entries: this.entries.size, bytes: this.used };
  }
}
