import { elementApi, resultChangeEvent } from '../../packages/ui/src/element/element-api';
import { workingAttribute, workingParts } from '../../packages/ui/src/working/working-api';
import { urlInputsAttribute } from '../../packages/ui/src/element/url-inputs-attribute';
import type { SdtCalculatorProps } from './sdt-calculator';

const SPEED_UNIT = "'m/s' | 'km/h' | 'mph'";
const DISTANCE_UNIT = "'m' | 'km' | 'mi'";
const TIME_UNIT = "'s' | 'min' | 'h'";

const startingValue = (unitAttribute: string) =>
  `Starting value in the \`${unitAttribute}\` unit (non-negative; removing it clears the field). ` +
  'Given two values, the third is calculated after 500 ms.';

const unit = (units: string) =>
  `Unit: ${units}; anything else means the default. A change converts the value shown.`;

/** `<sdt-calculator>`: SPEC §2 "Speed/distance/time screen" and §5 "Speed/distance/time". */
export const sdtCalculatorApi = elementApi<SdtCalculatorProps>({
  tag: 'sdt-calculator',
  className: 'SdtCalculatorElement',
  summary:
    'Speed, distance and time calculator: enter two, and the third is calculated after a 500 ms pause, or at once on Enter.',
  attributes: [
    {
      name: 'speed',
      prop: 'speed',
      type: 'number',
      tsType: 'number',
      default: 'undefined',
      description: startingValue('speed-unit'),
    },
    {
      name: 'distance',
      prop: 'distance',
      type: 'number',
      tsType: 'number',
      default: 'undefined',
      description: startingValue('distance-unit'),
    },
    {
      name: 'time',
      prop: 'time',
      type: 'number',
      tsType: 'number',
      default: 'undefined',
      description: startingValue('time-unit'),
    },
    {
      name: 'speed-unit',
      prop: 'speedUnit',
      type: 'string',
      tsType: SPEED_UNIT,
      default: "'km/h'",
      description: unit('`m/s`, `km/h` or `mph`'),
    },
    {
      name: 'distance-unit',
      prop: 'distanceUnit',
      type: 'string',
      tsType: DISTANCE_UNIT,
      default: "'km'",
      description: unit('`m` (meters), `km` (kilometers) or `mi` (miles)'),
    },
    {
      name: 'time-unit',
      prop: 'timeUnit',
      type: 'string',
      tsType: TIME_UNIT,
      default: "'h'",
      description: unit('`s` (seconds), `min` (minutes) or `h` (hours)'),
    },
    {
      name: 'hide-formulas',
      prop: 'hideFormulas',
      type: 'boolean',
      tsType: 'boolean',
      default: 'false',
      description: 'Hides the formulas panel.',
    },
    workingAttribute,
    urlInputsAttribute('`?speed=60&distance=120&distance-unit=mi`'),
  ],
  events: [
    resultChangeEvent(
      `{ speed: number | null; distance: number | null; time: number | null; ` +
        `units: { speed: ${SPEED_UNIT}; distance: ${DISTANCE_UNIT}; time: ${TIME_UNIT} } }`,
      'The results changed: the values of the result cards in the selected units (15 significant ' +
        'digits), null where a card shows a dash.',
    ),
  ],
  parts: [
    {
      name: 'inputs',
      description: 'The speed, distance and time fields with their units and clear buttons.',
    },
    {
      name: 'field',
      description:
        'One field (also `field-speed`, `field-distance`, `field-time`) with its unit and clear button.',
    },
    { name: 'actions', description: 'The Reset and Example buttons.' },
    { name: 'results', description: 'The live result cards (an aria-live region).' },
    {
      name: 'result',
      description: 'One result card; also `result-speed`, `result-distance`, `result-time`.',
    },
    { name: 'formulas', description: 'The formulas panel (absent with `hide-formulas`).' },
    ...workingParts,
  ],
  example: '<sdt-calculator speed="60" distance="120"></sdt-calculator>',
  languages: ['hi', 'mr', 'ta', 'te', 'kn', 'bn'],
  title: 'Speed, distance and time calculator',
  frameHeight: 980,
});
