/** The number converter's texts (SPEC's labels and messages), in English. */
import type { NumberBase } from './base-conversion';
import { textModule } from './i18n/texts';

const BASE_NAMES: Record<NumberBase, string> = {
  decimal: 'Decimal',
  binary: 'Binary',
  octal: 'Octal',
  hexadecimal: 'Hexadecimal',
};

export const converterTexts = textModule('converter', {
  title: 'Number Converter',
  /** A base's name, as its select lists it: 'Decimal'. */
  base: (base: NumberBase) => BASE_NAMES[base],
  from: 'From',
  to: 'To',
  number: 'Number',
  result: 'Result',
  /** The number field's placeholder (the base's name in lower case is its key). */
  placeholder: (base: NumberBase) => `Enter ${base === 'octal' ? 'an' : 'a'} ${base} number`,
  convert: 'Convert',
  reset: 'Reset',
  swap: 'Swap',
  /** The result field's placeholder. */
  noResult: 'Invalid input',
  converted: 'Converted successfully!',
  empty: 'Please enter a number',
  invalid: (base: NumberBase) => `Invalid input for ${base} number`,
  tooLong: (base: NumberBase, most: string, length: string) =>
    `This ${base} number is too long: the converter takes at most ${most} characters (it has ${length}).`,
  fractionCut: (digits: string) => `Fraction cut to ${digits} digits.`,
});
