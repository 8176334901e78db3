import { CONVERTER_MAX_LENGTH } from '../../packages/core/src/input-limits.ts';
import type { CalculatorJourney } from '../journey.ts';
import { digits } from '../journey.ts';

const BASES = ['Decimal', 'Binary', 'Octal', 'Hexadecimal'];

export const journey: CalculatorJourney = {
  example: { steps: [], outcome: { part: 'result', shows: '255' } },
  calculation: {
    steps: [
      { pick: 'To', option: 'Hexadecimal' },
      { fill: 'Number', text: '9007199254740993' },
      { press: 'Convert' },
    ],
    outcome: { part: 'result', shows: '20000000000001' },
  },
  inHindi: {
    steps: [
      { pick: 'लक्ष्य पद्धति', option: /^षोडशाधारी/ },
      { fill: 'संख्या', text: '9007199254740993' },
      { press: 'बदलें' },
    ],
    outcome: { part: 'result', shows: '20000000000001' },
  },
  typing: { field: 'Number', text: '42', translated: { hi: 'संख्या' } },
  floor: {
    lead: 'Convert between decimal, binary, octal and hexadecimal, exactly.',
    fields: [
      { label: 'From', control: 'select', options: BASES },
      { label: 'To', control: 'select', options: BASES },
      { label: 'Number' },
      { label: 'Result' },
    ],
  },
  longTasks: [
    {
      label: `converter: ${CONVERTER_MAX_LENGTH} hexadecimal digits to binary`,
      params: { from: 'hexadecimal', to: 'binary', value: 'F'.repeat(CONVERTER_MAX_LENGTH) },
    },
    {
      label: `converter: ${CONVERTER_MAX_LENGTH} decimal characters, a fraction, to binary`,
      params: {
        from: 'decimal',
        to: 'binary',
        value: `${digits(CONVERTER_MAX_LENGTH - 33, 1)}.${digits(32, 2)}`,
      },
    },
    {
      label: 'over the limit: a 5 kB decimal number',
      params: { from: 'decimal', to: 'binary', value: digits(5000, 7) },
      refused: { part: 'limit', shows: /too long/ },
    },
  ],
};
