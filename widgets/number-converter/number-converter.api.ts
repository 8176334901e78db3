import { elementApi, resultChangeEvent } from '../../packages/ui/src/element/element-api';
import { workingAttribute, workingParts } from '../../packages/ui/src/working/working-api';
import { urlInputsAttribute } from '../../packages/ui/src/element/url-inputs-attribute';
import { CONVERTER_MAX_LENGTH } from '../../packages/core/src/input-limits';
import type { NumberConverterProps } from './number-converter';

/** Written out in full because the generated declarations cannot import the core's NumberBase. */
const NUMBER_BASE_TYPE = "'decimal' | 'binary' | 'octal' | 'hexadecimal'";

export const numberConverterApi = elementApi<NumberConverterProps>({
  tag: 'number-converter',
  className: 'NumberConverterElement',
  summary:
    'Converts numbers, fractions and negatives included, exactly between decimal, binary, octal and hexadecimal.',
  attributes: [
    {
      name: 'from',
      prop: 'from',
      type: 'string',
      tsType: NUMBER_BASE_TYPE,
      default: "'decimal'",
      description:
        'Base of the input. An unknown value means `decimal`. A later change works like picking it in the From select: the input is filtered for the new base and the result cleared.',
    },
    {
      name: 'to',
      prop: 'to',
      type: 'string',
      tsType: NUMBER_BASE_TYPE,
      default: "'binary'",
      description:
        'Base of the result. An unknown value means `binary`. A later change works like picking it in the To select: a shown result is recomputed.',
    },
    {
      name: 'value',
      prop: 'value',
      type: 'string',
      tsType: 'string',
      default: "''",
      description: `Starting input, filtered to the characters of the \`from\` base and converted at once, without a message. At most ${CONVERTER_MAX_LENGTH} characters: a longer one is kept whole and not converted, and the \`limit\` part says so. Changing it replaces the input; removing it clears input and result.`,
    },
    workingAttribute,
    urlInputsAttribute('`?from=hexadecimal&to=decimal&value=FF`'),
  ],
  events: [
    resultChangeEvent(
      `{ from: ${NUMBER_BASE_TYPE}; to: ${NUMBER_BASE_TYPE}; input: string; result: string }`,
      'The result changed: a conversion, a swap, a `value` attribute, or the result being cleared (then `result` is empty). Upper-case hexadecimal; fractions that do not terminate are cut to 32 digits.',
    ),
  ],
  parts: [
    { name: 'from', description: 'The From base select.' },
    { name: 'to', description: 'The To base select.' },
    { name: 'input', description: 'The number input.' },
    {
      name: 'limit',
      description: `The message under the input when the number is longer than the converter takes (${CONVERTER_MAX_LENGTH} characters); empty otherwise.`,
    },
    { name: 'button', description: 'The Convert, Reset and Swap buttons.' },
    {
      name: 'result',
      description: 'The read-only result: a text area that wraps and grows with a long result.',
    },
    { name: 'copy-button', description: 'The Copy button, which copies the result.' },
    {
      name: 'summary',
      description: "The conversion line, e.g. '255 (Decimal) = FF (Hexadecimal)'.",
    },
    ...workingParts,
  ],
  example: '<number-converter from="hexadecimal" to="decimal" value="FF"></number-converter>',
  languages: ['hi', 'mr', 'ta', 'te', 'kn', 'bn'],
  title: 'Number base converter',
  frameHeight: 590,
});
