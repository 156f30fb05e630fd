/**
 * A pure function of one string, remembered: the writer parses the same idea, word and phrase many
 * times per script (every vibe, seed and length of one idea asks again). Up to `max` answers are
 * kept, the oldest dropped first. Objects are frozen, arrays and nested objects too, so a caller that
 * changed a shared answer would throw instead of changing the next caller's.
 */
export function memoByString<T>(fn: (key: string) => T, max = 1024): (key: string) => T {
  const seen = new Map<string, T>();
  return (key: string) => {
    if (seen.has(key)) return seen.get(key)!;
    const value = deepFreeze(fn(key));
    if (seen.size >= max) seen.delete(seen.keys().next().value!);
    seen.set(key, value);
    return value;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Set || value instanceof Map) return value;
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
