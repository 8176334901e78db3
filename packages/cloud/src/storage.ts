import type { KeyValueStorage } from '../../core/src/account/session';
import { THEME_KEY } from '../../core/src/theme';
import { releaseUserData, type Cloud } from './app';

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
 * the lease of a closed tab (about 5 s) before it could save the user record. Its keys for pending
 * writes name the user (their uid), so those go.
 */
const FIRESTORE_BOOKKEEPING = 'firestore_';
const FIRESTORE_USER_WRITES = 'firestore_mutations_';

const keptOnLogout = (key: string) =>
  key === THEME_KEY ||
  (key.startsWith(FIRESTORE_BOOKKEEPING) && !key.startsWith(FIRESTORE_USER_WRITES));

/**
 * SPEC §4 and §7: logging out and deleting the account clear local and session storage: the
 * session hint, the account's active profile, and the profiles of the on-device calculator too,
 * which on a signed-in browser were made just before signing in (most likely by this student)
 * and declined for import. What stays belongs to the device: the theme, Firestore's tab leases.
 */
export function clearBrowserStorage({ local, session }: BrowserStorages): void {
  try {
    session?.clear();
    if (local) {
      const keys = Array.from({ length: local.length }, (_, index) => local.key(index)!);
      for (const key of keys) if (!keptOnLogout(key)) local.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** Firestore's offline caches are IndexedDB databases named 'firestore/{app}/{project}/...'. */
const FIRESTORE_DATABASE = 'firestore/';

/**
 * Deletes Firestore's offline caches in this browser (the user's profiles, shares, e-mail):
 * `clearIndexedDbPersistence` needs a Firestore instance, which a page that never loaded one has
 * not, and knows one cache; this deletes each. A Firestore still open in another tab closes its
 * cache when asked to (the SDK terminates itself on the deletion's version change); a deletion
 * still blocked by some connection completes once that closes, and logging out goes on meanwhile.
 */
export async function deleteFirestoreCaches(
  databases: IDBFactory | undefined = globalThis.indexedDB,
): Promise<void> {
  if (!databases) return;
  const named = (await databases.databases?.().catch(() => [])) ?? [];
  const caches = named.flatMap(({ name }) => (name?.startsWith(FIRESTORE_DATABASE) ? name : []));
  await Promise.all(
    caches.map(
      (name) =>
        new Promise<void>((settle) => {
          const request = databases.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => settle();
        }),
    ),
  );
}

/**
 * SPEC §4: leaves none of the user's data in this browser (shared lab computers): this page's
 * Firestore lets go of its cache first, then `signOut` if given (nothing signed in may write a
 * cache again), then the caches and the storages go. Auth keeps its own database, which signing
 * out empties; deleting it would wait on every open tab's Auth, which never closes it.
 */
export async function leaveBrowser(
  cloud: Cloud,
  storages: BrowserStorages,
  signOut?: () => Promise<void>,
): Promise<void> {
  await releaseUserData(cloud);
  await signOut?.();
  await deleteFirestoreCaches();
  clearBrowserStorage(storages);
}
