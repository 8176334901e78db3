import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import TABLE from './preset-scales.json';

/**
 * Before every preset's numbers arrive (a first visit on SPEC's scale never loads them), a preset id
 * is 'loading', not 'unknown': nothing that reads a profile may take it for an unknown preset, which
 * would refuse the profile or count it on SPEC's scale. Each test imports fresh modules, as a page
 * starts (the setup file has loaded the numbers into the shared ones).
 */

const IDS = (TABLE as { scale: { id: string } }[]).map((row) => row.scale.id);
const fresh = async () => {
  vi.resetModules();
  return {
    presets: await import('./preset-scales'),
    profileScale: await import('../profile-scale'),
    transfer: await import('../../transfer'),
    scaleFile: await import('../starting-scale'),
  };
};

/** A stored profile on `preset`, as the device keeps it, with one subject of `points`. */
const storedOn = (preset: string, points: number) => ({
  id: 'p1',
  name: 'Mine',
  isDefault: true,
  userId: null,
  createdAt: 1,
  updatedAt: 1,
  scale: { preset },
  semesters: [
    {
      id: 's1',
      name: 'Semester 1',
      subjects: [{ id: 'x1', subjectName: 'Maths', credit: 4, grade: points }],
    },
  ],
});

const unknownId = fc.string({ minLength: 1 }).filter((id) => !IDS.includes(id));

describe('a preset id before and after the numbers arrive', () => {
  beforeEach(() => vi.resetModules());

  it('is loading (SPEC’s loaded) before, then loaded or unknown', async () => {
    const { presets } = await fresh();
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...IDS), unknownId), (id) => {
        expect(presets.presetState(id)).toBe(id === 'spec-default' ? 'loaded' : 'loading');
      }),
    );
    await presets.loadPresetNumbers();
    fc.assert(
      fc.property(fc.constantFrom(...IDS), (id) => {
        expect(presets.presetState(id)).toBe('loaded');
      }),
    );
    fc.assert(
      fc.property(unknownId, (id) => {
        expect(presets.presetState(id)).toBe('unknown');
      }),
    );
  });

  it('is never resolved to null (unknown) or SPEC’s scale while loading: reading throws', async () => {
    const { presets, profileScale } = await fresh();
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...IDS.slice(1)), unknownId), (id) => {
        expect(() => profileScale.resolveScale({ preset: id })).toThrow(presets.PresetsNotLoaded);
        expect(() => presets.currentPresetId(id)).toThrow(presets.PresetsNotLoaded);
      }),
    );
    expect(profileScale.resolveScale(undefined)!.id).toBe('spec-default');
    expect(profileScale.resolveScale({ preset: 'spec-default' })!.id).toBe('spec-default');
    await presets.loadPresetNumbers();
    fc.assert(
      fc.property(unknownId, (id) => {
        expect(profileScale.resolveScale({ preset: id })).toBeNull();
      }),
    );
    for (const id of IDS) expect(profileScale.resolveScale({ preset: id })!.id).toBe(id);
  });

  it('reads a stored profile on a preset only once they arrive, with its own numbers', async () => {
    const { presets, transfer } = await fresh();
    // KTU 2019's A is 8.5 points, which SPEC's scale has not.
    const stored = storedOn('ktu-2019', 8.5);
    expect(() => transfer.parseStoredProfile(stored)).toThrow(presets.PresetsNotLoaded);
    expect(() => transfer.parseStoredProfiles(JSON.stringify([stored]))).toThrow(
      presets.PresetsNotLoaded,
    );
    const read = await presets.withPresetNumbers(() => transfer.parseStoredProfile(stored));
    expect(read).toEqual(stored);
    expect(transfer.parseStoredProfile(storedOn('no-such-scale', 10))).toBeNull();
  });

  it('fails to load with the unreachable message, stays loading, and loads when tried again', async () => {
    const { presets } = await fresh();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const failed = await presets.loadPresetNumbers(offline).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(presets.PresetsUnreachable);
    expect((failed as Error).message).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(presets.presetState('ktu-2019')).toBe('loading');
    await presets.loadPresetNumbers();
    expect(presets.presetState('ktu-2019')).toBe('loaded');
  });

  it('leaves an element’s preset attribute pending, neither taken nor refused, until they arrive', async () => {
    const { presets, scaleFile } = await fresh();
    for (const preset of ['vtu-2022-r2', 'nowhere']) {
      expect(scaleFile.startingScale({ preset })).toEqual({
        choice: undefined,
        problems: [],
        pending: true,
      });
    }
    await presets.loadPresetNumbers();
    expect(scaleFile.startingScale({ preset: 'vtu-2022-r2' })).toEqual({
      choice: { preset: 'vtu-2022-r2' },
      problems: [],
    });
    expect(scaleFile.startingScale({ preset: 'nowhere' }).problems).toHaveLength(1);
  });
});
