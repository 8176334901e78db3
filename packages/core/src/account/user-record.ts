/**
 * Pure rules of the user record (SPEC §3) and of the e-mail lookup record (docs/decisions.md
 * "Verified e-mail keys"), shared by packages/cloud and the site.
 */

export const PASSWORD_PROVIDER = 'password';
export const GOOGLE_PROVIDER = 'google.com';

/** SPEC §3: the display name, else the part of the e-mail before the @, else 'User'. */
export function displayNameOrFallback(
  displayName: string | null | undefined,
  email: string | null | undefined,
): string {
  const name = displayName?.trim();
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  return local || 'User';
}

/**
 * The id of `userEmails/{key}`: the e-mail trimmed and lower-cased, as the rules compare it with the
 * token's. Null for an e-mail that cannot be a document id (a '/' would split the path).
 */
export function emailKey(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key === '' || key.includes('/') ? null : key;
}

/** SPEC §6 "Account type": an identity-provider account (which may create a password) or e-mail. */
export interface AccountKind {
  isProviderAccount: boolean;
  hasPassword: boolean;
}

export function accountKind(providerIds: readonly string[]): AccountKind {
  return {
    isProviderAccount: providerIds.some((id) => id !== PASSWORD_PROVIDER),
    hasPassword: providerIds.includes(PASSWORD_PROVIDER),
  };
}
