/**
 * A Web Storage implementation kept in memory: for tests, server rendering and portals that must
 * not share the browser's storage with the console.
 * @param initial entries to start with. @default {}
 */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    // Web Storage stores strings only; mimic its coercion so behaviour matches the browser.
    setItem: (key, value) => void data.set(key, String(value)),
  };
}
