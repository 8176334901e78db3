import type { InputsCodec } from './calculator-inputs';
import { numberParam, param, paramUnless } from './calculator-inputs';
import { QUANTITIES } from './sdt';
import type { SdtSettings } from './sdt-form';
import { DEFAULT_SDT_UNITS, startingValue, unitOrDefault } from './sdt-form';

export const SDT_UNIT_PARAMS = {
  speed: 'speed-unit',
  distance: 'distance-unit',
  time: 'time-unit',
} as const;

/** Speed, distance and time: `speed=60&distance=120&distance-unit=mi`, as the attributes. */
export const sdtInputs: InputsCodec<SdtSettings> = {
  names: ['speed', 'distance', 'time', 'speed-unit', 'distance-unit', 'time-unit'],
  encode: ({ values, units }) =>
    QUANTITIES.flatMap((quantity) => [
      ...paramUnless(values[quantity] === null, quantity, String(values[quantity])),
      ...paramUnless(
        units[quantity] === DEFAULT_SDT_UNITS[quantity],
        SDT_UNIT_PARAMS[quantity],
        units[quantity],
      ),
    ]),
  decode: (read) => ({
    values: {
      speed: startingValue(numberParam(read, 'speed')),
      distance: startingValue(numberParam(read, 'distance')),
      time: startingValue(numberParam(read, 'time')),
    },
    units: {
      speed: unitOrDefault('speed', param(read, SDT_UNIT_PARAMS.speed)),
      distance: unitOrDefault('distance', param(read, SDT_UNIT_PARAMS.distance)),
      time: unitOrDefault('time', param(read, SDT_UNIT_PARAMS.time)),
    },
  }),
};
