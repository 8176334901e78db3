import { describe, expect, it } from 'vitest';
import { firstScreenSnapshot } from './first-screen';
import type { Profile } from './model';
import { createDefaultProfile, systemIds } from './profiles';

describe('firstScreenSnapshot', () => {
  it('is the same on every call: the build and the hydration render one profile', () => {
    expect(firstScreenSnapshot()).toEqual(firstScreenSnapshot());
    expect(firstScreenSnapshot({ preset: 'vtu-2022-r2' })).toEqual(
      firstScreenSnapshot({ preset: 'vtu-2022-r2' }),
    );
  });

  it("is a first visit's profile: ready, one default profile with one empty semester", () => {
    const owner = { displayName: null, email: null, userId: null };
    const made = createDefaultProfile(owner, systemIds, { preset: 'ktu-2019-r2' });
    const { status, profiles, sharedWithMe, damagedProfiles, saving, activeProfileId } =
      firstScreenSnapshot({ preset: 'ktu-2019-r2' });
    expect({ status, sharedWithMe, damagedProfiles, saving, activeProfileId }).toEqual({
      status: 'ready',
      sharedWithMe: [],
      damagedProfiles: [],
      saving: false,
      activeProfileId: null,
    });
    expect(profiles).toHaveLength(1);
    const [profile] = profiles;
    // The same profile but for its ids and times, which a first visit's store draws afresh.
    const shape = (each: Profile) => ({
      name: each.name,
      isDefault: each.isDefault,
      userId: each.userId,
      scale: each.scale,
      semesters: each.semesters.map(({ name, subjects }) => ({ name, subjects })),
    });
    expect(shape(profile!)).toEqual(shape(made));
    expect(profile!.name).toBe('User (Default)');
    expect(profile!.semesters).toEqual([
      { id: profile!.semesters[0]!.id, name: 'Semester 1', subjects: [] },
    ]);
  });
});
