import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, outside, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';

/**
 * VIT (Vellore Institute of Technology) under its FFCS academic regulations: S 10 down to E 5; F
 * and the non-completion grades N (N1 to N4 in the newer regulations) 0; W, U, P and Y outside the
 * GPA. Theory courses with more than ten students are graded relatively; the marks bands are those
 * of absolute grading (small classes, labs and projects).
 */
export const VIT_FFCS: GradeScale = {
  id: 'vit-ffcs',
  name: 'VIT FFCS',
  grades: [
    pass('S', 'Outstanding', 10, '≥ 90'),
    pass('A', 'Excellent', 9, '80–89'),
    pass('B', 'Very Good', 8, '70–79'),
    pass('C', 'Good', 7, '60–69'),
    pass('D', 'Average', 6, '55–59'),
    pass('E', 'Below Average', 5, '50–54'),
    { ...fail('F', 'Fail'), marks: '< 50' },
    fail('N', 'Not completed'),
    fail('N1', 'Failed a component'),
    fail('N2', 'Debarred: attendance'),
    fail('N3', 'Absent in the FAT'),
    fail('N4', 'Debarred in the FAT'),
    outside('W', 'Withdrawn'),
    outside('U', 'Audit completed'),
    outside('P', 'Pass (pass/fail course)', { earnsCredit: true }),
    outside('Y', 'Yet to complete', { isTemporary: true }),
  ],
  ...USUAL,
  percentage: linear(10, 0),
  sources: [
    source(
      'https://chennai.vit.ac.in/files/Academic-Regulations.pdf',
      'VIT Academic Regulations as transcribed in public calculator code (the PDF not read): S 10 … E 5, F, N1–N4 0; W, U, P, Y outside; bands; CGPA × 10; CATs 30, DA 30, FAT 40',
      TODAY,
    ),
    source(
      'https://www.scribd.com/document/489504888/FFCS-Regulations-3-2-ForAC-24Sep20-pdf',
      'VIT FFCS Academic Regulations 3.2 (scribd copy): 9.4 Grading System, 9.5 Absolute and Relative Grading, 9.9 GPA and CGPA (only the contents could be read)',
      TODAY,
    ),
    source(
      'https://discuss.vitspot.com/d/187-how-are-grades-calculated',
      'VITspot forum, how grades are calculated: S 10 … E 5, F 0, N; 40% of the theory FAT and 50% of the total to pass; internals 60%, FAT 40%; worked CGPA 8.82',
      TODAY,
    ),
    source(
      'https://vistacalculator.com/how-to-calculate-gpa-in-vit-complete-student-guide/',
      'Vista Calculator, VIT GPA guide: marks ranges S 90+ … E 50–54, F below 50; absolute grading up to ten students; CGPA × 10 for the percentage; worked GPA 8.55',
      TODAY,
    ),
    source(
      'https://easygradecalc.com/vit-grade-calculator.html',
      'EasyGradeCalc, VIT grading system (a calculator site): the same grades and marks ranges',
      TODAY,
    ),
  ],
  disputed: [
    {
      about: 'The grade table',
      alternatives: [
        {
          description:
            'A+ 9.5, A 9, B+ 8.5, B 8, C+ 7.5, C 7, D 6, F 0: letters that VIT grade sheets do not print',
          sources: ['https://collegedekho.com/articles/vit-grading-system'],
        },
      ],
    },
  ],
};

export const VIT_FFCS_PRESET: Preset = {
  scale: VIT_FFCS,
  findBy: [
    'VIT',
    'Vellore Institute of Technology',
    'VIT Vellore',
    'VIT Chennai',
    'VIT-AP',
    'VIT Bhopal',
    'FFCS',
    'Vellore',
    'Tamil Nadu',
  ],
  // Theory: CATs and assignments 60, the final assessment test (FAT) 40, of which 40% to pass.
  exam: { internal: 60, external: 40, minExternal: 16 },
  notes: [
    'Theory courses with more than ten students are graded relatively, on the class’s marks: there the marks bands are only a guide.',
    'A pass needs 40% in the theory FAT and 50% of the course total.',
    'The percentage is CGPA × 10, as transcriptions of VIT’s regulations and student guides give it; the regulations themselves could not be read.',
  ],
};
