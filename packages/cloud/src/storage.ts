import type { KeyValueStorage } from '../../core/src/account/session';

/** The browser's storages, where there are any (Node has none; a blocked one reads as none). */
export interface BrowserStorages {
  local?: KeyValueStorage & { clear(): void };
  session?: KeyValueStorage & { clear(): void };
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

/** SPEC §4 and §7: logging out and deleting the account clear local and session storage. */
export function clearBrowserStorage({ local, session }: BrowserStorages): void {
  for (const store of [local, session]) {
    try {
      store?.clear();
    } catch {
      // Blocked storage holds nothing to clear.
    }
  }
}
