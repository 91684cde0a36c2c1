/** A byte-bounded LRU of buffers (a Map keeps insertion order: re-insert on hit). */
export class LruBytes {
  private readonly map = new Map<string, Buffer>();
  private bytes = 0;
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: string): Buffer | undefined {
    const value = this.map.get(key);
    if (value) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.limit / 8) return;
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.length;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.limit) break;
      this.map.delete(k);
      this.bytes -= v.length;
    }
  }
}
