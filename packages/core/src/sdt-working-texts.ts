/**
 * The words of the speed, distance and time working, in English; a module of their own so that a
 * language's texts carry them without the working's code.
 */
import { textModule } from './i18n/texts';

export const sdtWorkingTexts = textModule('sdt-working', {
  formula: (formula: string) => `Formula: ${formula}`,
  given: (values: string) => `Given: ${values}`,
  /** The three units of a set that fits together, distance first: 'km, km/h and h'. */
  unitSet: (distance: string, speed: string, time: string) => `${distance}, ${speed} and ${time}`,
  noConversion: (set: string) => `The units fit together (${set}): no conversion needed`,
  convertTo: (set: string) => `Convert to ${set}, which fit together`,
  quantity: 'Quantity',
  exactFactor: 'Exact factor',
  conversion: 'Conversion',
  convert: (factor: string, conversion: string) => `Convert: ${factor}, so ${conversion}`,
  rounded: (card: string) => `Rounded to 2 decimals: ${card}`,
});
