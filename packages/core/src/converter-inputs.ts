import type { NumberBase } from './base-conversion';
import {
  DEFAULT_FROM_BASE,
  DEFAULT_TO_BASE,
  filterBaseInput,
  numberBaseOr,
} from './base-conversion';
import type { InputsCodec } from './calculator-inputs';
import { param, paramUnless } from './calculator-inputs';
import { CONVERTER_MAX_LENGTH } from './input-limits';

export interface ConverterInputs {
  from: NumberBase;
  to: NumberBase;
  /** The number typed, in the `from` base's characters. */
  value: string;
}

/** The number converter: `from=hexadecimal&to=decimal&value=FF`, as the attributes. */
export const converterInputs: InputsCodec<ConverterInputs> = {
  names: ['from', 'to', 'value'],
  encode: ({ from, to, value }) => [
    ...paramUnless(from === DEFAULT_FROM_BASE, 'from', from),
    ...paramUnless(to === DEFAULT_TO_BASE, 'to', to),
    ...paramUnless(value === '' || value.length > CONVERTER_MAX_LENGTH, 'value', value),
  ],
  decode: (read) => {
    const from = numberBaseOr(param(read, 'from'), DEFAULT_FROM_BASE);
    return {
      from,
      to: numberBaseOr(param(read, 'to'), DEFAULT_TO_BASE),
      // Read whole, however long: the converter refuses an over-long number with its message.
      value: filterBaseInput(read('value') ?? '', from),
    };
  },
};
