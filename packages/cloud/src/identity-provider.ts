import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signInWithCredential,
  signInWithPopup,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';

/** The third-party identity provider (SPEC §1): Google. */
export interface IdentityProvider {
  signIn(auth: Auth): Promise<UserCredential>;
  reauthenticate(user: User): Promise<UserCredential>;
}

/** Google in a popup: the site's way. */
export const googlePopup: IdentityProvider = {
  signIn: (auth) => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver),
  reauthenticate: (user) =>
    reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver),
};

/**
 * A Google account on the Auth emulator, without the popup, which cannot load without Google's
 * servers: the emulator accepts an unsigned ID token. For tests; a real project rejects it.
 */
export function emulatorGoogleAccount(account: {
  sub: string;
  email: string;
  name?: string;
}): IdentityProvider {
  const credential = () =>
    GoogleAuthProvider.credential(JSON.stringify({ ...account, email_verified: true }));
  return {
    signIn: (auth) => signInWithCredential(auth, credential()),
    reauthenticate: (user) => reauthenticateWithCredential(user, credential()),
  };
}
