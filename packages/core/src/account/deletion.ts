import { accountKind } from './user-record';

/**
 * Account deletion as a pipeline of named steps (SPEC §2 "Deletion flow", §7). Each issue that
 * stores something of the user adds its steps; packages/cloud runs them, then deletes the sign-in
 * account last, so that a failed cleanup never leaves data that nobody can sign in to delete.
 */

export interface DeletionStep<Context> {
  /** Says in the log which step failed. */
  readonly name: string;
  run(context: Context): Promise<void>;
}

export interface DeletionFailure {
  step: string;
  error: unknown;
}

/**
 * Runs the steps in order. A step that fails is reported to `onFailure` and the rest still run
 * (SPEC §7: cleanup failures are logged only). Resolves with the failures.
 */
export async function runDeletionSteps<Context>(
  steps: readonly DeletionStep<Context>[],
  context: Context,
  onFailure: (failure: DeletionFailure) => void,
): Promise<DeletionFailure[]> {
  const failures: DeletionFailure[] = [];
  for (const step of steps) {
    try {
      await step.run(context);
    } catch (error) {
      const failure = { step: step.name, error };
      failures.push(failure);
      onFailure(failure);
    }
  }
  return failures;
}

/** How the user proves it is them before a sensitive change (SPEC §5 "Delete account"). */
export type Reauthentication =
  | { method: 'password'; password: string }
  | { method: 'provider' }
  | { method: 'password-required' };

/**
 * A password given for an account that has one is used; otherwise identity-provider accounts go
 * through the provider, and e-mail accounts must be asked for their password.
 */
export function chooseReauthentication(
  providerIds: readonly string[],
  password?: string,
): Reauthentication {
  const kind = accountKind(providerIds);
  if (password && kind.hasPassword) return { method: 'password', password };
  if (kind.isProviderAccount) return { method: 'provider' };
  return { method: 'password-required' };
}
