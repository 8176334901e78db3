import { MAX_SENT_SHARES } from '../sharing';
import type { GradeScale } from './grade-scale';
import { ALL_PRESETS } from './presets';

/**
 * The part of firestore.rules that is a copy of packages/core's data: each preset's grades, as the
 * rules hold a subject's grade to its profile's scale (firestore.rules `scaleGrades`), and the
 * bound on a sender's share records at one recipient (`maxSentShares`, sharing.ts
 * MAX_SENT_SHARES). Written between two marker lines by `npm run generate`
 * (scripts/generate.ts); a unit test fails while firestore.rules differs from what this gives,
 * so neither can change in core without the rules.
 */

export const RULES_TABLES_BEGIN =
  '    // <generated: scripts/generate.ts from packages/core; `npm run generate` rewrites it>';
export const RULES_TABLES_END = '    // </generated>';

/**
 * A scale's grades as a subject's grade part may name them, one a line: 'points' (the first grade
 * with those points) and 'points/code' of each grade.
 */
export function gradeParts(scale: GradeScale): string {
  const points = [...new Set(scale.grades.map((grade) => String(grade.points)))];
  return [...points, ...scale.grades.map((grade) => `${grade.points}/${grade.code}`)].join('\n');
}

/**
 * The generated section, marker lines included: one text, a line per preset ('id:' and its grade
 * parts joined by ';'), which the rules cut one line out of (a map literal of them costs an
 * expression per entry on every request); then the sharing bound.
 */
export function rulesTables(
  presets: readonly GradeScale[] = ALL_PRESETS.map((preset) => preset.scale),
): string {
  const lines = presets.map((preset) => {
    const parts = gradeParts(preset);
    if (/[;\n'\\]/.test(parts.replace(/\n/g, ''))) {
      throw new Error(`${preset.id}: a grade code the rules' table cannot hold`);
    }
    return `${preset.id}:${parts.replace(/\n/g, ';')}`;
  });
  return [
    RULES_TABLES_BEGIN,
    "    // Each preset's grades (packages/core ALL_PRESETS, retired ones too) as `gradeParts` lists",
    "    // them: the grade parts a subject on that preset may hold (spec-default's for a profile",
    '    // without a scale).',
    '    function presetGrades() {',
    `      return '\\n${lines.join('\\n')}\\n';`,
    '    }',
    '    // The most share records one sender has at one recipient until she answers (packages/core',
    '    // sharing.ts MAX_SENT_SHARES; docs/decisions.md "Consent to shares").',
    `    function maxSentShares() { return ${MAX_SENT_SHARES}; }`,
    RULES_TABLES_END,
  ].join('\n');
}

/** `rules` with its generated section replaced by `rulesTables()`. */
export function withRulesTables(rules: string): string {
  const begin = rules.indexOf(RULES_TABLES_BEGIN);
  const end = rules.indexOf(RULES_TABLES_END, begin);
  if (begin < 0 || end < 0) throw new Error('firestore.rules has no generated section');
  return rules.slice(0, begin) + rulesTables() + rules.slice(end + RULES_TABLES_END.length);
}
