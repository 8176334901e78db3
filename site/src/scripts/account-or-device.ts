/**
 * A calculator page that keeps a student's work on the device when she is signed out and in her
 * account when signed in. Signed in (as the cached hint says before Firebase confirms it): the
 * on-device calculator goes before any of its code loads (it would hydrate, and make device work
 * nobody asked for) and the account's calculator, on Firestore, takes its place; only then does the
 * page load Firebase. A hint Firebase does not confirm (the session ended meanwhile) leaves a
 * signed-out visitor, who gets the device's calculator, loaded in stages at once.
 */
import type { SessionUser } from '../../../packages/core/src/account/session';
import { readSessionHint } from '../../../packages/core/src/account/session';
import { localStorageIfAllowed } from '../../../packages/ui/src/local-storage';
import { loadInStages } from './load-in-stages';
import { settledSession } from './session';

/** Where the account's calculator goes: its loading line, and the offer of the device's work. */
export interface AccountPlaces {
  loading: Element;
  offer: HTMLElement;
}

export function showAccountOrDevice(
  loadOnDevice: () => Promise<unknown>,
  showAccount: (places: AccountPlaces, user: SessionUser) => Promise<void>,
): void {
  const loadOnDeviceCalculator = () => void loadInStages(loadOnDevice);
  if (!readSessionHint(localStorageIfAllowed())) return loadOnDeviceCalculator();
  void settledSession().then(async (session) => {
    if (session.state !== 'signed-in') return loadOnDeviceCalculator();
    document.querySelector('.on-device')!.remove();
    const places = {
      loading: document.querySelector('.account__loading')!,
      offer: document.querySelector<HTMLElement>('.device-import')!,
    };
    await showAccount(places, session.user);
  });
}
