import { useEffect, useReducer } from 'react';
import type { Profile } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { DEFAULT_SCALE, resolveScale } from '#core/gpa/scales/profile-scale.ts';
import {
  isPresetLoaded,
  loadPresetNumbers,
  presetFile,
  presetsOf,
  registerPresets,
} from '#core/gpa/scales/presets/preset-scales.ts';

/**
 * Each preset file as a part of its own: every preset's numbers and bands (preset-scales.json) load
 * when a profile on a preset is read (device-store.ts), and a university's sources and disputes
 * only when a profile on it is shown, so that thirty universities cost the element little.
 */
const FILES = import.meta.glob<Record<string, unknown>>([
  '../../../packages/core/src/gpa/scales/presets/*.ts',
  '!../../../packages/core/src/gpa/scales/presets/*.test.ts',
  '!../../../packages/core/src/gpa/scales/presets/{index,build,preset,preset-scales,preset-files,spec-default}.ts',
]);

const loading = new Map<string, Promise<void>>();

/** Loads the whole data of the preset with this id (nothing for SPEC's, a custom or unknown id). */
export function loadPresetDetails(id: string): Promise<void> {
  if (isPresetLoaded(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    // Its file is known from the presets' numbers, which a profile on it shown has brought.
    pending = loadPresetNumbers().then(async () => {
      const load = FILES[`../../../packages/core/src/gpa/scales/presets/${presetFile(id)}.ts`];
      if (load) registerPresets(presetsOf(await load()));
    });
    // A failed load (offline) may be tried again on the next render.
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/**
 * The scale a profile is on (SPEC's for a preset this version does not know), whole once its file
 * has loaded: until then its numbers, which is all the counting needs.
 */
export function useProfileScale(profile: Profile | null): GradeScale {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const choice = profile?.scale;
  const id = choice && 'preset' in choice ? choice.preset : undefined;
  useEffect(() => {
    if (id === undefined || isPresetLoaded(id)) return;
    let live = true;
    // Without its file the profile still counts; only its sources and disputes stay unshown.
    loadPresetDetails(id).then(
      () => live && loaded(),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [id]);
  // Once loaded, the same id resolves to the whole scale (one object from then on).
  return (profile && resolveScale(profile.scale)) ?? DEFAULT_SCALE;
}
