import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { profileArb, semester, subject } from './arbitraries';
import type { Profile } from './model';
import { nothingToRepair, planStartupRepairs } from './startup';

const profile = (id: string, name: string, extra: Partial<Profile> = {}): Profile => ({
  id,
  name,
  semesters: [semester('s1', [])],
  isDefault: false,
  userId: 'u',
  createdAt: Number(id.replace(/\D/g, '')) || 0,
  updatedAt: 0,
  ...extra,
});
const withData = { semesters: [semester('s1', [subject(9, 4)])] };
const none = new Set<string>();

describe('planStartupRepairs', () => {
  it('plans nothing for a returning user whose profiles are in order', () => {
    const plan = planStartupRepairs(
      [profile('p1', 'Asha (Default)', { isDefault: true }), profile('p2', 'B.Tech')],
      none,
    );
    expect(nothingToRepair(plan)).toBe(true);
    expect(plan.cleanedDuplicates).toBe(false);
  });

  it('keeps the oldest default and deletes the empty duplicates', () => {
    const plan = planStartupRepairs(
      [
        profile('p3', 'Asha (Default)', { isDefault: true }),
        profile('p1', 'Asha (Default)', { isDefault: true }),
        profile('p2', 'Asha (Default)', { isDefault: true }),
      ],
      none,
    );
    expect(plan).toEqual({
      deletions: ['p2', 'p3'],
      renames: [],
      defaults: [],
      cleanedDuplicates: true,
    });
  });

  it('keeps a duplicate that holds data, or is shared, as an ordinary profile under a free name', () => {
    const plan = planStartupRepairs(
      [
        profile('p1', 'Asha (Default)', { isDefault: true }),
        profile('p2', 'Asha (Default)', { isDefault: true, ...withData }),
        profile('p3', 'Asha (Default)', { isDefault: true }),
      ],
      new Set(['p3']),
    );
    expect(plan.deletions).toEqual([]);
    expect(plan.defaults).toEqual([
      { profileId: 'p2', isDefault: false },
      { profileId: 'p3', isDefault: false },
    ]);
    expect(plan.renames).toEqual([
      { profileId: 'p2', name: 'Asha (Default) (2)' },
      { profileId: 'p3', name: 'Asha (Default) (3)' },
    ]);
  });

  it('deletes an empty profile repeating a name, and renames one with data', () => {
    const plan = planStartupRepairs(
      [
        profile('p1', 'Main', { isDefault: true }),
        profile('p2', 'Main'),
        profile('p3', 'Main', withData),
      ],
      none,
    );
    expect(plan.deletions).toEqual(['p2']);
    expect(plan.renames).toEqual([{ profileId: 'p3', name: 'Main (2)' }]);
    expect(plan.cleanedDuplicates).toBe(true);
  });

  it('marks the oldest profile default when none is, without a cleanup message', () => {
    const plan = planStartupRepairs([profile('p2', 'B'), profile('p1', 'A')], none);
    expect(plan.defaults).toEqual([{ profileId: 'p1', isDefault: true }]);
    expect(plan.cleanedDuplicates).toBe(false);
  });

  it('always leaves one default, unique names, and every profile with data', () => {
    fc.assert(
      fc.property(fc.array(profileArb, { maxLength: 8 }), (generated) => {
        const profiles = generated.map((each, index) => ({
          ...each,
          id: `p${index}`,
          name: each.name.slice(0, 1),
        }));
        const plan = planStartupRepairs(profiles, none);
        const after = profiles
          .filter(({ id }) => !plan.deletions.includes(id))
          .map((each) => ({
            ...each,
            name: plan.renames.find(({ profileId }) => profileId === each.id)?.name ?? each.name,
            isDefault:
              plan.defaults.find(({ profileId }) => profileId === each.id)?.isDefault ??
              each.isDefault,
          }));
        if (profiles.length > 0) expect(after.filter(({ isDefault }) => isDefault)).toHaveLength(1);
        expect(new Set(after.map(({ name }) => name)).size).toBe(after.length);
        for (const each of profiles) {
          const holdsData = each.semesters.some(({ subjects }) => subjects.length > 0);
          if (holdsData) expect(plan.deletions).not.toContain(each.id);
        }
        expect(nothingToRepair(planStartupRepairs(after, none))).toBe(true);
      }),
    );
  });
});
