import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUANTITIES, UNITS } from './sdt';
import type { SdtForm, SdtSettings } from './sdt-form';
import {
  DEFAULT_SDT_UNITS,
  SDT_EXAMPLE,
  blankSdtForm,
  changeSdtUnit,
  createSdtForm,
  displayValue,
  editSdtField,
  reconfigureSdtForm,
  runSdtCalculation,
  sameSdtSettings,
  sdtCalculationDue,
  sdtResults,
  setSdtValue,
  startingValue,
  unitOrDefault,
} from './sdt-form';

const blankSettings: SdtSettings = {
  values: { speed: null, distance: null, time: null },
  units: DEFAULT_SDT_UNITS,
};

function typed(...entries: [keyof SdtForm['texts'], string][]): SdtForm {
  return entries.reduce(
    (form, [quantity, text]) => editSdtField(form, quantity, text),
    createSdtForm(blankSettings),
  );
}

describe('settings', () => {
  it('falls back to the default unit for unknown values', () => {
    expect(unitOrDefault('speed', 'mph')).toBe('mph');
    expect(unitOrDefault('speed', 'furlongs')).toBe('km/h');
    expect(unitOrDefault('distance', undefined)).toBe('km');
    expect(unitOrDefault('time', 'MIN')).toBe('h');
    expect(unitOrDefault('time', 'min')).toBe('min');
  });

  it('accepts only finite non-negative starting values', () => {
    expect(startingValue(0)).toBe(0);
    expect(startingValue(12.5)).toBe(12.5);
    expect(startingValue(-1)).toBeNull();
    expect(startingValue(undefined)).toBeNull();
    expect(startingValue(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('compares settings field by field', () => {
    const copy: SdtSettings = {
      values: { ...SDT_EXAMPLE.values },
      units: { ...SDT_EXAMPLE.units },
    };
    expect(sameSdtSettings(SDT_EXAMPLE, copy)).toBe(true);
    expect(sameSdtSettings(SDT_EXAMPLE, { ...copy, units: { ...copy.units, time: 's' } })).toBe(
      false,
    );
    expect(sameSdtSettings(SDT_EXAMPLE, { ...copy, values: { ...copy.values, time: 1 } })).toBe(
      false,
    );
  });
});

describe('createSdtForm', () => {
  it('starts blank with nothing to calculate', () => {
    const form = createSdtForm(blankSettings);
    expect(form).toEqual(blankSdtForm(DEFAULT_SDT_UNITS));
    expect(form.texts).toEqual({ speed: '', distance: '', time: '' });
    expect(form.values).toEqual({ speed: null, distance: null, time: null });
    expect(sdtCalculationDue(form)).toBe(false);
    expect(sdtResults(form)).toEqual({ speed: null, distance: null, time: null });
  });

  it('calculates the third of two starting values', () => {
    const form = createSdtForm(SDT_EXAMPLE);
    expect(form.texts).toEqual({ speed: '60', distance: '120', time: '' });
    expect(sdtCalculationDue(form)).toBe(true);
    const { form: done, outcome } = runSdtCalculation(form);
    expect(outcome).toMatchObject({ kind: 'computed', quantity: 'time' });
    expect(done.texts.time).toBe('2.000');
    expect(sdtResults(done)).toEqual({ speed: 60, distance: 120, time: 2 });
  });

  it('recalculates nothing when all three are given', () => {
    const form = createSdtForm({
      values: { speed: 1, distance: 2, time: 3 },
      units: DEFAULT_SDT_UNITS,
    });
    expect(sdtCalculationDue(form)).toBe(false);
    expect(sdtResults(form)).toEqual({ speed: 1, distance: 2, time: 3 });
  });

  it('writes values in plain decimals', () => {
    const form = createSdtForm({
      values: { speed: 1e21, distance: 1e-7, time: 0.5 },
      units: DEFAULT_SDT_UNITS,
    });
    expect(form.texts.time).toBe('0.5');
    expect(form.texts.distance).toBe('0.000');
    expect(form.texts.speed).not.toMatch(/NaN|Infinity/);
  });
});

describe('editSdtField', () => {
  it('keeps the typed text and its exact base value', () => {
    const form = typed(['distance', '12.']);
    expect(form.texts.distance).toBe('12.');
    expect(form.values.distance).toBe(12000);
    expect(form.lastEdited).toBe('distance');
    expect(form.pending).toBe(true);
  });

  it('ignores anything but a non-negative number, returning the same form', () => {
    const form = typed(['speed', '5']);
    for (const text of ['-5', '5e2', 'abc', '5,5', '5.5.', ' 5']) {
      expect(editSdtField(form, 'speed', text)).toBe(form);
    }
  });

  it('treats a blank or lone point as no value', () => {
    expect(typed(['time', '3'], ['time', '']).values.time).toBeNull();
    expect(typed(['time', '.']).values.time).toBeNull();
  });
});

describe('changeSdtUnit', () => {
  it('converts from the exact value without drift', () => {
    const miles = changeSdtUnit(typed(['distance', '120']), 'distance', 'mi');
    expect(miles.texts.distance).toBe('74.565');
    const back = changeSdtUnit(miles, 'distance', 'km');
    expect(back.texts.distance).toBe('120.000');
    expect(back.values.distance).toBe(120000);
  });

  it('is not an edit', () => {
    const form = { ...typed(['speed', '10']), pending: false, lastEdited: null };
    const changed = changeSdtUnit(form, 'speed', 'm/s');
    expect(changed.texts.speed).toBe('2.778');
    expect(changed.pending).toBe(false);
    expect(changed.lastEdited).toBeNull();
  });

  it('switches a blank field silently', () => {
    const changed = changeSdtUnit(createSdtForm(blankSettings), 'time', 'min');
    expect(changed.units.time).toBe('min');
    expect(changed.texts.time).toBe('');
  });
});

describe('runSdtCalculation', () => {
  it('lets the last edit decide with three fields', () => {
    const done = runSdtCalculation(typed(['speed', '60'], ['distance', '120'])).form;
    const slower = runSdtCalculation(editSdtField(done, 'speed', '40')).form;
    expect(slower.texts.time).toBe('3.000');
    const longer = runSdtCalculation(editSdtField(slower, 'time', '4')).form;
    expect(longer.texts.distance).toBe('160.000');
  });

  it('does not run again after a calculation', () => {
    const { form } = runSdtCalculation(typed(['speed', '60'], ['distance', '120']));
    expect(form.lastEdited).toBeNull();
    expect(sdtCalculationDue(form)).toBe(false);
  });

  it('reports a zero divisor once, leaving the field blank', () => {
    const { form, outcome } = runSdtCalculation(typed(['speed', '0'], ['distance', '5']));
    expect(outcome).toEqual({ kind: 'error', quantity: 'time', problem: 'speedZero' });
    expect(form.texts.time).toBe('');
    expect(sdtCalculationDue(form)).toBe(false);
    expect(sdtResults(form).time).toBeNull();
  });

  it('fills the field in its own unit', () => {
    const form = changeSdtUnit(typed(['speed', '60'], ['distance', '120']), 'time', 'min');
    expect(runSdtCalculation(form).form.texts.time).toBe('120.000');
  });
});

describe('sdtResults', () => {
  it('shows the live value of the quantity being calculated', () => {
    const done = runSdtCalculation(typed(['speed', '60'], ['distance', '120'])).form;
    expect(sdtResults(editSdtField(done, 'speed', '30'))).toEqual({
      speed: 30,
      distance: 120,
      time: 4,
    });
  });

  it('never reports floating-point noise from the conversions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUANTITIES),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.nat({ max: 2 }),
        (quantity, tenths, unitIndex) => {
          const unit = UNITS[quantity][unitIndex]!.value;
          const value = tenths / 10;
          const form = setSdtValue(
            changeSdtUnit(createSdtForm(blankSettings), quantity, unit),
            quantity,
            value,
          );
          expect(sdtResults(form)[quantity]).toBe(value);
        },
      ),
    );
  });

  it('rounds display values to 15 significant digits', () => {
    expect(displayValue('speed', 50 / 3, 'km/h')).toBe(60);
    expect(displayValue('time', 7199.999999999999, 'h')).toBe(2);
  });
});

describe('reconfigureSdtForm', () => {
  it('converts for a new unit, then sets a new value in it', () => {
    const before: SdtSettings = {
      values: { speed: 60, distance: null, time: null },
      units: DEFAULT_SDT_UNITS,
    };
    const form = createSdtForm(before);
    const unitOnly = reconfigureSdtForm(form, before, {
      ...before,
      units: { ...before.units, speed: 'm/s' },
    });
    expect(unitOnly.texts.speed).toBe('16.667');
    const both: SdtSettings = {
      values: { ...before.values, speed: 10 },
      units: { ...before.units, speed: 'mph' },
    };
    const changed = reconfigureSdtForm(form, before, both);
    expect(changed.units.speed).toBe('mph');
    expect(changed.texts.speed).toBe('10');
    expect(sdtResults(changed).speed).toBe(10);
  });

  it('leaves the form alone when nothing changed, and blanks a removed value', () => {
    const form = createSdtForm(SDT_EXAMPLE);
    expect(reconfigureSdtForm(form, SDT_EXAMPLE, SDT_EXAMPLE)).toBe(form);
    const removed = reconfigureSdtForm(form, SDT_EXAMPLE, {
      ...SDT_EXAMPLE,
      values: { ...SDT_EXAMPLE.values, speed: null },
    });
    expect(removed.texts.speed).toBe('');
    expect(removed.lastEdited).toBe('speed');
  });
});
