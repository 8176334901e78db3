import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMBER_BASES, filterBaseInput } from './base-conversion';
import type { InputsCodec } from './calculator-inputs';
import { inputsFromQuery, paramName, queryWithInputs } from './calculator-inputs';
import type { ConverterInputs } from './converter-inputs';
import { converterInputs } from './converter-inputs';
import type { MatrixInputs } from './matrix-inputs';
import { matrixInputs } from './matrix-inputs';
import { CONVERTER_MAX_LENGTH, MATRIX_CELL_MAX_LENGTH } from './input-limits';
import { sdtInputs } from './sdt-inputs';
import {
  MAX_MATRIX_SIZE,
  MIN_MATRIX_SIZE,
  determinant,
  isInvalidCell,
  parseCell,
} from './determinant';
import { compare } from './rational';
import { QUANTITIES, UNITS } from './sdt';
import type { SdtSettings } from './sdt-form';

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name);
};

const fieldValue = fc.option(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }));
const sdtSettings: fc.Arbitrary<SdtSettings> = fc.record({
  values: fc.record({ speed: fieldValue, distance: fieldValue, time: fieldValue }),
  units: fc.record({
    speed: fc.constantFrom(...UNITS.speed.map(({ value }) => value)),
    distance: fc.constantFrom(...UNITS.distance.map(({ value }) => value)),
    time: fc.constantFrom(...UNITS.time.map(({ value }) => value)),
  }),
});

const baseArb = fc.constantFrom(...NUMBER_BASES.map(({ value }) => value));
const converterArb: fc.Arbitrary<ConverterInputs> = fc
  .record({ from: baseArb, to: baseArb, value: fc.string({ maxLength: 60 }) })
  .map((inputs) => ({ ...inputs, value: filterBaseInput(inputs.value, inputs.from) }));

/** A cell as typed: numbers of every form the grid reads, blanks, and things that are not numbers. */
const cellArb = fc
  .oneof(
    fc.constant(''),
    fc.integer({ min: -1000, max: 1000 }).map(String),
    fc
      .tuple(fc.integer({ min: -99, max: 99 }), fc.integer({ min: 1, max: 99 }))
      .map(([a, b]) => `${a}/${b}`),
    fc.double({ min: -1e6, max: 1e6, noNaN: true }).map(String),
    fc.constantFrom(' 3 ', '1 / 2', '+4', '-0.5', '1e3', '.5'),
    fc.string({ maxLength: 8 }),
  )
  .filter((cell) => cell.trim().length <= MATRIX_CELL_MAX_LENGTH); // longer ones are refused
const matrixArb = (cell: fc.Arbitrary<string>): fc.Arbitrary<MatrixInputs> =>
  fc.integer({ min: MIN_MATRIX_SIZE, max: MAX_MATRIX_SIZE }).chain((size) =>
    fc.record({
      size: fc.constant(size),
      cells: fc.array(fc.array(cell, { minLength: size, maxLength: size }), {
        minLength: size,
        maxLength: size,
      }),
    }),
  );
/** Cells as a link writes them: numbers without spaces, or blank. */
const linkCellArb = cellArb.filter((cell) => !isInvalidCell(cell) && !/\s/.test(cell));

/** The inputs a link to `inputs` opens with (a link without parameters opens a blank calculator). */
const roundTrip = <Inputs>(codec: InputsCodec<Inputs>, inputs: Inputs, prefix = '') =>
  inputsFromQuery(codec, queryWithInputs(codec, '', inputs, prefix), prefix) ??
  codec.decode(() => null);

const blank = (size: number): MatrixInputs => ({
  size,
  cells: Array.from({ length: size }, () => Array<string>(size).fill('')),
});

/** A query string of anything: our names and others, odd characters, escapes half-written. */
const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('size', 'values', 'from', 'to', 'value', 'speed', 'time-unit', 'm.size'),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('%', '%E0%A4%A', '[[1,2],[3,4]]', '1e999', '-5', 'NaN', ';;;,,,', '1/0'),
        fc.string({ unit: fc.constantFrom(';', ',', '1', '-', '/', '.'), maxLength: 3000 }),
      ),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

describe('speed, distance and time', () => {
  it('writes the values given and the units that are not the default', () => {
    const query = queryWithInputs(sdtInputs, '', {
      values: { speed: 60, distance: 120, time: null },
      units: { speed: 'km/h', distance: 'mi', time: 'h' },
    });
    expect(query).toBe('?speed=60&distance=120&distance-unit=mi');
  });

  it('reads values and units as the attributes do', () => {
    const query = 'speed=%201e2%20&distance=-3&time=abc&speed-unit=m/s&time-unit=day';
    expect(sdtInputs.decode(read(query))).toEqual({
      values: { speed: 100, distance: null, time: null },
      units: { speed: 'm/s', distance: 'km', time: 'h' },
    });
  });

  it('round-trips any settings', () => {
    fc.assert(
      fc.property(sdtSettings, (settings) => {
        expect(roundTrip(sdtInputs, settings)).toEqual(settings);
      }),
    );
  });
});

describe('number converter', () => {
  it('writes the bases unless they are the default, and the number', () => {
    expect(
      queryWithInputs(converterInputs, '', { from: 'hexadecimal', to: 'decimal', value: 'FF' }),
    ).toBe('?from=hexadecimal&to=decimal&value=FF');
    expect(queryWithInputs(converterInputs, '', { from: 'decimal', to: 'binary', value: '' })).toBe(
      '',
    );
  });

  it('reads an unknown base as the default and keeps only the digits of the base', () => {
    expect(converterInputs.decode(read('from=octal&to=base64&value=1-79.2x'))).toEqual({
      from: 'octal',
      to: 'binary',
      value: '1-7.2',
    });
  });

  it('reads an over-long number whole, for the converter to refuse, and writes none into a link', () => {
    const long = '1'.repeat(5000);
    expect(converterInputs.decode(read(`value=${long}`)).value).toBe(long);
    const tooLong = '1'.repeat(CONVERTER_MAX_LENGTH + 1);
    expect(converterInputs.encode({ from: 'decimal', to: 'binary', value: tooLong })).toEqual([]);
  });

  it('round-trips any inputs', () => {
    fc.assert(
      fc.property(converterArb, (inputs) => {
        expect(roundTrip(converterInputs, inputs)).toEqual(inputs);
      }),
    );
  });
});

describe('matrix', () => {
  it('writes rows split by ; and cells by , without the blanks at the end', () => {
    const query = queryWithInputs(matrixInputs, '', {
      size: 3,
      cells: [
        ['2', '1/2', ''],
        ['-0.5', '', ''],
        ['', '', ''],
      ],
    });
    expect(query).toBe('?size=3&values=2,1/2;-0.5');
  });

  it('writes a blank matrix as its size, and nothing at the default size', () => {
    expect(queryWithInputs(matrixInputs, '', blank(4))).toBe('?size=4');
    expect(queryWithInputs(matrixInputs, '', blank(2))).toBe('');
  });

  it('leaves out cells that are not numbers, which count as 0 anyway, and spaces', () => {
    const cells = [
      ['abc', ' 1 / 2 '],
      ['1,5', '4'],
    ];
    expect(matrixInputs.encode({ size: 2, cells })).toEqual([
      ['size', '2'],
      ['values', ',1/2;,4'],
    ]);
  });

  it('takes the size from the rows without a size, clamps it and cuts what does not fit', () => {
    expect(matrixInputs.decode(read('values=1,2,3;4'))).toEqual({
      size: 2,
      cells: [
        ['1', '2'],
        ['4', ''],
      ],
    });
    expect(matrixInputs.decode(read('size=9&values=1,2,3,4,5,6')).cells[0]).toEqual(
      '1,2,3,4,5'.split(','),
    );
    expect(matrixInputs.decode(read('size=-2')).size).toBe(1);
    expect(matrixInputs.decode(read('size=two&values=;;7')).size).toBe(3);
    // Kept whole, never read as an empty cell (0): the calculator refuses it with its message.
    const long = `${'9'.repeat(300)}/${'7'.repeat(300)}`;
    expect(matrixInputs.decode(read(`size=2&values=${long},3`)).cells[0]).toEqual([long, '3']);
    const tooLong = '9'.repeat(MATRIX_CELL_MAX_LENGTH + 1);
    expect(
      matrixInputs.encode({
        size: 2,
        cells: [
          [tooLong, '3'],
          ['', ''],
        ],
      }),
    ).toEqual([
      ['size', '2'],
      ['values', ',3'],
    ]);
  });

  it('round-trips cells as a link writes them', () => {
    fc.assert(
      fc.property(matrixArb(linkCellArb), (inputs) => {
        expect(roundTrip(matrixInputs, inputs)).toEqual(inputs);
      }),
    );
  });

  it('keeps the size and determinant of any matrix, whatever its cells hold', () => {
    const value = (cells: MatrixInputs['cells']) =>
      determinant(cells.map((row) => row.map(parseCell)));
    fc.assert(
      fc.property(matrixArb(cellArb), (inputs) => {
        const opened = roundTrip(matrixInputs, inputs);
        expect(opened.size).toBe(inputs.size);
        expect(compare(value(opened.cells), value(inputs.cells))).toBe(0);
      }),
    );
  });
});

describe('the query of a page', () => {
  it('keeps the other parameters as written, in their order', () => {
    const query = queryWithInputs(matrixInputs, '?utm_source=a%2Cb&size=5&ref=x+y&values=1', {
      size: 3,
      cells: [
        ['1', '2', '3'],
        ['', '', ''],
        ['', '', ''],
      ],
    });
    expect(query).toBe('?utm_source=a%2Cb&ref=x+y&size=3&values=1,2,3');
  });

  it('puts a prefix before each name, so two calculators on a page keep their own inputs', () => {
    const a = { from: 'binary', to: 'octal', value: '101' } as const;
    const b = { from: 'octal', to: 'binary', value: '7' } as const;
    const first = queryWithInputs(converterInputs, '?x=1', a, 'a');
    expect(first).toBe('?x=1&a.from=binary&a.to=octal&a.value=101');
    const both = queryWithInputs(converterInputs, first, b, 'b');
    expect(inputsFromQuery(converterInputs, both, 'a')).toEqual(a);
    expect(inputsFromQuery(converterInputs, both, 'b')).toEqual(b);
    expect(inputsFromQuery(converterInputs, both)).toBeNull();
  });

  it('escapes what a query cannot hold as it is', () => {
    expect(queryWithInputs(matrixInputs, '', { size: 1, cells: [['+1e3']] })).toBe(
      '?size=1&values=%2B1e3',
    );
    expect(inputsFromQuery(matrixInputs, '?size=1&values=%2B1e3')!.cells).toEqual([['+1e3']]);
  });

  it('reads any query into inputs a calculator takes, and writes them back, without throwing', () => {
    fc.assert(
      fc.property(hostileQuery, fc.constantFrom('', 'm'), (query, prefix) => {
        const sdt = inputsFromQuery(sdtInputs, query, prefix);
        for (const quantity of QUANTITIES) {
          const value = sdt?.values[quantity] ?? 0;
          expect(Number.isFinite(value) && value >= 0).toBe(true);
        }
        const converter = inputsFromQuery(converterInputs, query, prefix);
        if (converter) {
          expect(filterBaseInput(converter.value, converter.from)).toBe(converter.value);
        }
        const matrix = inputsFromQuery(matrixInputs, query, prefix) ?? blank(2);
        expect(Number.isInteger(matrix.size)).toBe(true);
        expect(matrix.size >= MIN_MATRIX_SIZE && matrix.size <= MAX_MATRIX_SIZE).toBe(true);
        expect(matrix.cells.flat()).toHaveLength(matrix.size * matrix.size);

        const written = queryWithInputs(matrixInputs, query, matrix, prefix);
        const ours = matrixInputs.names.map((name) => paramName(prefix, name));
        const others = (search: string) =>
          [...new URLSearchParams(search)].filter(([name]) => !ours.includes(name));
        expect(others(written)).toEqual(others(query));
        expect(inputsFromQuery(matrixInputs, written, prefix) ?? blank(2)).toEqual(
          roundTrip(matrixInputs, matrix, prefix),
        );
      }),
    );
  });
});
