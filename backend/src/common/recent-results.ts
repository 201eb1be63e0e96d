/** Keys longer than this are computed each time, not kept (bounds the memory the remembered keys hold). */
export const RECENT_KEY_MAX_CHARS = 20_000;

/**
 * The last `size` results of a pure computation, by key (the oldest forgotten first). For text work one request
 * repeats: an event's title and description are normalized and tokenized by several rules (moderation, festival,
 * languages, tags) within one create.
 */
export class RecentResults<V> {
  private readonly byKey = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(key: string, compute: () => V): V {
    if (key.length > RECENT_KEY_MAX_CHARS) return compute();
    let value = this.byKey.get(key);
    if (value === undefined) {
      value = compute();
      if (this.byKey.size >= this.size) this.byKey.delete(this.byKey.keys().next().value!);
      this.byKey.set(key, value);
    }
    return value;
  }
}
