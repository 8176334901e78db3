import type { KeyValueStorage } from './session';

/** A Storage kept in a Map, for tests of code that takes the browser's storages (Node has none). */
export function memoryStorage(): KeyValueStorage &
  Pick<Storage, 'clear' | 'key' | 'length'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}
