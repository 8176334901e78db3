import type { SessionUser } from '../../../packages/core/src/account/session';

/** Helpers of the account scripts' browser tests. */

/** A signed-in student whose e-mail address is not verified yet. */
export const STUDENT: SessionUser = {
  uid: 'asha',
  email: 'asha@example.com',
  displayName: 'Asha',
  photoURL: null,
  emailVerified: false,
  isProviderAccount: false,
  hasPassword: true,
  createdAt: null,
  lastSignInAt: null,
};

/**
 * A stand-in for one of the account service's calls: each `run` waits until the test `answer`s it,
 * and the arguments of every run are kept.
 */
export function pendingCall<Answer, Args extends unknown[] = []>() {
  let answer!: (outcome: Answer) => void;
  const call = {
    runs: [] as Args[],
    answer: (outcome: Answer) => answer(outcome),
    run: (...args: Args) => {
      call.runs.push(args);
      return new Promise<Answer>((resolve) => (answer = resolve));
    },
  };
  return call;
}

/** Lets a script's awaited steps run (its service and session are promises). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
