import { deleteApp } from 'firebase/app';
import { createCloud, type Cloud } from '../packages/cloud/src/app';
import type { CloudConfig } from '../packages/cloud/src/config';
import { attachMeter, type OperationMeter } from '../packages/cloud/src/meter';
import {
  addProfile,
  addPublicLink,
  PASSWORD,
  shareProfile,
  signUpMember,
  type Member,
} from '../packages/cloud/test/sharing';

/**
 * What scripts/bench-firestore.ts measures: each scenario signs up members of its own on the
 * emulators, sets up what it needs as the real clients write it, attaches a meter to one member's
 * cloud and resolves with what the measured work read and wrote. Loaded through Vite (the packages'
 * imports have no `.ts` extensions, which Node's own type stripping requires).
 */
export interface Scenario {
  name: string;
  run(config: CloudConfig): Promise<OperationMeter>;
}

/** Members on clouds of their own (a Firebase app has one signed-in user), deleted afterwards. */
async function withMembers<const Names extends readonly string[], Result>(
  config: CloudConfig,
  names: Names,
  work: (members: { [Index in keyof Names]: Member }) => Promise<Result>,
): Promise<Result> {
  const clouds: Cloud[] = names.map((name) => createCloud(config, `bench-${name}`));
  try {
    const members: Member[] = [];
    for (const [index, name] of names.entries()) {
      members.push(await signUpMember(clouds[index]!, `${name}@bench.example`));
    }
    return await work(members as { [Index in keyof Names]: Member });
  } finally {
    // Ends their connections, and the next run's apps of the same names start afresh.
    await Promise.all(clouds.map((cloud) => deleteApp(cloud.app)));
  }
}

/**
 * A user with 5 profiles, 5 shares of them and 5 profiles shared with them by two others (10
 * share records on each side), and 2 public links, deletes their account.
 */
const accountDeletion: Scenario = {
  name: 'account deletion (5 profiles, 10 shares, 2 public links)',
  run: (config) =>
    withMembers(config, ['dana', 'ann', 'ben'], async ([user, first, second]) => {
      for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) await addProfile(user, id);
      for (const id of ['a1', 'a2', 'a3']) await addProfile(first, id);
      for (const id of ['b1', 'b2']) await addProfile(second, id);
      await shareProfile(user, 'p1', first, 'edit');
      await shareProfile(user, 'p2', second, 'read');
      await shareProfile(user, 'p3', first, 'read');
      await shareProfile(user, 'p4', second, 'edit');
      await shareProfile(user, 'p5', first, 'read');
      await shareProfile(first, 'a1', user, 'edit');
      await shareProfile(first, 'a2', user, 'read');
      await shareProfile(first, 'a3', user, 'read');
      await shareProfile(second, 'b1', user, 'edit');
      await shareProfile(second, 'b2', user, 'read');
      await addPublicLink(user, 'p1');
      await addPublicLink(user, 'p2');

      const meter = attachMeter(user.cloud);
      const result = await user.service.deleteAccount(PASSWORD);
      // Figures of a deletion that went wrong would mean nothing.
      if (!result.success || user.logged.length > 0) {
        throw new Error(`The account deletion failed: ${result.error ?? user.logged.join('; ')}`);
      }
      return { ...meter };
    }),
};

export const SCENARIOS: readonly Scenario[] = [accountDeletion];
