import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradeParts, withRulesTables } from './rules-tables';
import { presetById } from './presets';

const RULES = readFileSync(new URL('../../../../../firestore.rules', import.meta.url), 'utf8');

describe('firestore.rules’ generated preset table', () => {
  it('is what packages/core’s presets give (run `npm run rules:tables` after changing one)', () => {
    expect(withRulesTables(RULES)).toBe(RULES);
  });

  it('lists each grade of a preset by its points and its code', () => {
    expect(gradeParts(presetById('anna-r2021')!).split('\n')).toEqual(
      expect.arrayContaining(['10', '10/O', '0', '0/RA', '0/W']),
    );
  });
});
