import { MAX_PARAM_LENGTH } from '../../packages/core/src/calculator-inputs.ts';
import type { CalculatorJourney } from '../journey.ts';
import { digits } from '../journey.ts';

// The card's text: its label, then the value.
const TWO_HOURS = { part: 'result-time', shows: /^Time2\.00 h$/ };

export const journey: CalculatorJourney = {
  example: { steps: [], outcome: TWO_HOURS },
  calculation: {
    steps: [
      { fill: 'Speed', text: '60' },
      { fill: 'Distance', text: '120' },
      // Enter asks for the result at once, without the pause after the focus has left.
      { key: 'Enter', in: 'Distance' },
    ],
    outcome: TWO_HOURS,
  },
  inHindi: {
    steps: [
      { fill: 'गति', text: '60' },
      { fill: 'दूरी', text: '120' },
      { key: 'Enter', in: 'दूरी' },
    ],
    outcome: { part: 'result-time', shows: /^समय2\.00 h$/ },
  },
  typing: { field: 'Speed', text: '42', translated: { hi: 'गति' } },
  floor: {
    lead: 'Fill in any two values; the third is calculated for you.',
    fields: [{ label: 'Speed' }, { label: 'Distance' }, { label: 'Time' }],
  },
  longTasks: [
    {
      label: `speed, distance and time: values of ${MAX_PARAM_LENGTH.toLocaleString('en-IN')} characters`,
      params: {
        // The longest a link carries (calculator-inputs.ts): each is read into a double.
        speed: `1.${digits(MAX_PARAM_LENGTH - 2, 3)}`,
        distance: `2.${digits(MAX_PARAM_LENGTH - 2, 5)}`,
      },
    },
  ],
};
