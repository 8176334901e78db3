import type { CalculatorJourney } from '../journey.ts';

/** A+ is 9 points, on SPEC's scale ('A+') and on the presets' ('A+ (9)', the /embed snippet's). */
const ONE_SUBJECT = {
  steps: [
    { fill: 'Subject name', text: 'Mathematics' },
    { pick: 'Grade', option: /^A\+( \(9\))?$/ },
    { fill: 'Credits', text: '4' },
    { press: 'Add Subject' },
  ],
  outcome: { part: 'gpa-circle', shows: /^9\.00/ },
};

export const journey: CalculatorJourney = {
  // The example gives a scale and a profile key, no subject: a student adds one.
  example: ONE_SUBJECT,
  calculation: ONE_SUBJECT,
  inHindi: {
    steps: [
      { fill: 'विषय का नाम', text: 'गणित' },
      { pick: 'ग्रेड', option: 'A+' },
      { fill: 'क्रेडिट', text: '4' },
      { press: 'विषय जोड़ें' },
    ],
    outcome: ONE_SUBJECT.outcome,
  },
  typing: { field: 'Subject name', text: 'Maths', translated: { hi: 'विषय का नाम' } },
  floor: {
    lead: 'Calculate your semester GPA and cumulative GPA',
    fields: [
      { label: 'Subject name' },
      {
        label: 'Grade',
        control: 'select',
        options: ['Select grade', 'O', 'A+', 'A', 'B+', 'B', 'C', 'D', 'E', 'F', 'G'],
      },
      { label: 'Credits', control: 'number' },
    ],
    button: 'Add Subject',
  },
  // Measured by its own bench instead: Add Subject's INP on a large profile (bench-add-subject.ts).
  longTasks: [],
};
