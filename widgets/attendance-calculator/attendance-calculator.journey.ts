import { MAX_SUBJECTS } from '../../packages/core/src/attendance/sheet.ts';
import type { CalculatorJourney } from '../journey.ts';

/** 28 of 40 classes: 70.00 %, 8 in a row to attend for 75 %. */
const SEVENTY = { part: 'standing-percentage', shows: '70.00%' };

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
/** A year of single holidays from tomorrow, as long as a link carries (calculator-inputs.ts). */
const holidays = Array.from({ length: 180 }, (_, k) => {
  const [year, month, date] = iso(Date.now() + (k * 2 + 1) * DAY).split('-');
  return `${date}/${month}/${year}`;
}).join(',');

/** The most subjects a sheet holds, each with a full timetable, to a last day a year away. */
const fullSheet = {
  required: '66.67',
  condonation: '60,65',
  leave: '5',
  overall: '1',
  'last-day': iso(Date.now() + 360 * DAY),
  holidays: holidays.slice(0, 1990),
  s: Array.from(
    { length: MAX_SUBJECTS },
    (_, k) => `Subject ${k + 1}:${9000 + k}:${6000 + k * 50}:${k}:::t9999999`,
  ).join(';'),
};

/** Attendance Calculator as the end-to-end tests and the bench use it (widgets/journey.ts). */
export const journey: CalculatorJourney = {
  // The api's example: held="40" attended="28".
  example: { steps: [], outcome: SEVENTY },
  calculation: {
    steps: [
      { fill: 'Classes held', text: '40' },
      { fill: 'Classes attended', text: '28' },
    ],
    outcome: SEVENTY,
  },
  inHindi: {
    steps: [
      { fill: 'आयोजित कक्षाएँ', text: '40' },
      { fill: 'उपस्थित कक्षाएँ', text: '28' },
    ],
    outcome: SEVENTY,
  },
  typing: { field: 'Classes held', text: '42', translated: { hi: 'आयोजित कक्षाएँ' } },
  floor: {
    // The page's own lead (site/src/data/site-texts.ts).
    lead: 'How many classes can you miss, or must you attend, to stay at 75%? Type your classes held and attended; the answer follows.',
    fields: [
      { label: 'Subject' },
      { label: 'Classes held' },
      { label: 'Classes attended' },
      {
        label: 'Classes still to come',
        control: 'select',
        options: ['Not planned', 'A number', 'From the timetable'],
      },
    ],
  },
  longTasks: [
    {
      label: `attendance-calculator: ${MAX_SUBJECTS} subjects with timetables, a year to come`,
      params: fullSheet,
      // The iframe page gives the element its attributes; url-inputs has it read the address.
      frameParams: { ...fullSheet, 'url-inputs': '' },
    },
  ],
};
