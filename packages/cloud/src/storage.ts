import type { KeyValueStorage } from '../../core/src/account/session';

/** The browser's storages, where there are any (Node has none; a blocked one reads as none). */
type ClearableStorage = KeyValueStorage & Pick<Storage, 'clear' | 'key' | 'length'>;

export interface BrowserStorages {
  local?: ClearableStorage;
  session?: ClearableStorage;
}

function storage(name: 'localStorage' | 'sessionStorage') {
  try {
    return globalThis[name] ?? undefined;
  } catch {
    // Reading the property throws where the browser blocks storage.
    return undefined;
  }
}

export function browserStorages(): BrowserStorages {
  return { local: storage('localStorage'), session: storage('sessionStorage') };
}

/**
 * Firestore's own keys in localStorage: which tab owns the shared offline cache and which tabs have
 * closed. Bookkeeping, not the user's data; cleared, the next sign-in on this browser would wait out
 * the lease of a closed tab (about 5 s) before it could save the user record.
 */
const FIRESTORE_BOOKKEEPING = 'firestore_';

/** SPEC §4 and §7: logging out and deleting the account clear local and session storage. */
export function clearBrowserStorage({ local, session }: BrowserStorages): void {
  try {
    session?.clear();
    if (local) {
      const keys = Array.from({ length: local.length }, (_, index) => local.key(index)!);
      for (const key of keys) if (!key.startsWith(FIRESTORE_BOOKKEEPING)) local.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
