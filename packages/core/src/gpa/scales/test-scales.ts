import type { GradeScale } from './grade-scale';
import { KTU_2019 } from './presets/ktu-2019';

/**
 * For tests: a student's own scale, KTU's renamed, with every optional part (a GPA cap, a marks
 * band, percentage bands rounded up, a class that needs no arrears, KTU's disputes). The stored
 * form's tests (stored-scale.test.ts) and the rules' tests (packages/cloud) use the same one.
 */
export const CUSTOM_SCALE: GradeScale = {
  ...KTU_2019,
  id: 'my-college',
  name: 'My college',
  gpaCap: 10,
  grades: KTU_2019.grades.map((grade, index) =>
    index === 0 ? { ...grade, marks: '90–100' } : grade,
  ),
  percentage: {
    kind: 'piecewise',
    bands: [
      { from: 0, to: 7, a: 7.1, b: 11 },
      { from: 7, to: 10, a: 7.4, b: 12 },
    ],
    roundUpToInteger: true,
  },
  classes: [{ name: 'Distinction', minCgpa: 8.5, requiresNoArrears: true }],
};
