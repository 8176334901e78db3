import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradeParts, withRulesTables } from './rules-tables';
import { presetById } from './presets';
import { MAX_SENT_SHARES } from '../sharing';

const RULES = readFileSync(new URL('../../../../../firestore.rules', import.meta.url), 'utf8');

describe('firestore.rules’ generated section', () => {
  it('is what packages/core’s presets and sharing bound give (run `npm run generate` after changing one)', () => {
    expect(withRulesTables(RULES)).toBe(RULES);
  });

  it('holds the one bound on a sender’s records at a recipient, core’s, and the rules hold no other', () => {
    const bounds = [...RULES.matchAll(/function maxSentShares\(\) \{ return (\d+); \}/g)];
    expect(bounds.map((match) => Number(match[1]))).toEqual([MAX_SENT_SHARES]);
  });

  it('lists each grade of a preset by its points and its code', () => {
    expect(gradeParts(presetById('anna-r2021')!).split('\n')).toEqual(
      expect.arrayContaining(['10', '10/O', '0', '0/RA', '0/W']),
    );
  });
});
