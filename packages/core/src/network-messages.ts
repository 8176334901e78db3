/**
 * What a visitor is told when our server cannot be reached: by the sign-in service (auth-messages.ts)
 * and by a widget whose part, loaded on demand, does not arrive (offline, a dropped connection).
 */
export const UNREACHABLE_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

/** The button beside UNREACHABLE_MESSAGE where a part that did not arrive stands: it loads it again. */
export const TRY_AGAIN_LABEL = 'Try again';
