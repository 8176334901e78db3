import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, localeOf } from './locales';
import { countText, groupIndian, localDigits } from './numbers';
import type { Translation } from './texts';
import { textModule, textsIn } from './texts';

describe('localeOf', () => {
  it('reads the primary subtag of a language tag, in any case', () => {
    expect(localeOf('hi')).toBe('hi');
    expect(localeOf('hi-IN')).toBe('hi');
    expect(localeOf(' TA_in ')).toBe('ta');
    expect(localeOf('bn-Beng-IN')).toBe('bn');
    expect(localeOf('en-GB')).toBe('en');
  });

  it('is null for a language CampusCalc does not speak, or no tag', () => {
    for (const tag of ['fr', 'hin', 'gu-IN', '', '-', null, undefined]) {
      expect(localeOf(tag), String(tag)).toBeNull();
    }
  });
});

describe('groupIndian', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndian('100000')).toBe('1,00,000');
    expect(groupIndian('1234567')).toBe('12,34,567');
    expect(groupIndian('-123456789.25')).toBe('-12,34,56,789.25');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('0.125')).toBe('0.125');
  });

  it('gives back any text that is not a plain number', () => {
    for (const text of ['', '1e21', '12,345', 'abc', '1.2.3', '—']) {
      expect(groupIndian(text)).toBe(text);
    }
  });

  it('only adds commas, and reads back as the same number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (value) => {
        const grouped = groupIndian(String(value));
        expect(grouped.replaceAll(',', '')).toBe(String(value));
        // Groups of two before the last three digits, the first of one or two.
        expect(grouped.replace(/^-/, '')).toMatch(/^(\d{1,2}(,\d\d)*,\d{3}|\d{1,3})$/);
      }),
    );
  });
});

describe('localDigits', () => {
  it('keeps Latin digits unless native ones are asked for', () => {
    expect(localDigits('75.00%', 'hi', 'latin')).toBe('75.00%');
    expect(localDigits('75.00%', 'en', 'native')).toBe('75.00%');
  });

  it("writes each language's own digits", () => {
    expect(localDigits('1,00,000.25', 'hi', 'native')).toBe('१,००,०००.२५');
    expect(localDigits('0123456789', 'mr', 'native')).toBe('०१२३४५६७८९');
    expect(localDigits('0123456789', 'ta', 'native')).toBe('௦௧௨௩௪௫௬௭௮௯');
    expect(localDigits('0123456789', 'te', 'native')).toBe('౦౧౨౩౪౫౬౭౮౯');
    expect(localDigits('0123456789', 'kn', 'native')).toBe('೦೧೨೩೪೫೬೭೮೯');
    expect(localDigits('0123456789', 'bn', 'native')).toBe('০১২৩৪৫৬৭৮৯');
  });

  it('a count is grouped in every language, in Latin digits by default', () => {
    for (const locale of LOCALES) {
      expect(countText(1234567, { locale, digits: 'latin' })).toBe('12,34,567');
      const native = countText(1234567, { locale, digits: 'native' });
      expect(native.replace(/\p{Nd}/gu, '9')).toBe('99,99,999');
    }
  });
});

describe('texts', () => {
  const greeting = textModule('test/greeting', {
    hello: 'Hello',
    subjects: (count: number) => `${count} subjects`,
  });

  it('an English page reads the English texts', () => {
    expect(textsIn(null, greeting).hello).toBe('Hello');
  });

  const farewell = textModule('test/farewell', { goodbye: 'Goodbye' });
  type Both = typeof greeting | typeof farewell;

  it("a bundle's texts replace them, module by module", () => {
    const hindi = {
      'test/greeting': { hello: 'नमस्ते', subjects: (count: number) => `${count} विषय` },
      'test/farewell': { goodbye: 'फिर मिलेंगे' },
    } satisfies Translation<Both>;
    expect(textsIn(hindi, greeting).hello).toBe('नमस्ते');
    expect(textsIn(hindi, greeting).subjects(3)).toBe('3 विषय');
    expect(textsIn(hindi, farewell).goodbye).toBe('फिर मिलेंगे');
  });

  it('a translation must have every module and key, and no other (the typecheck fails otherwise)', () => {
    const greetingHindi = { hello: 'नमस्ते', subjects: () => '' };
    // @ts-expect-error -- the farewell module is missing
    void ({ 'test/greeting': greetingHindi } satisfies Translation<Both>);
    void ({
      // @ts-expect-error -- 'subjects' is missing
      'test/greeting': { hello: 'नमस्ते' },
      'test/farewell': { goodbye: '' },
    } satisfies Translation<Both>);
    void ({
      'test/greeting': greetingHindi,
      // @ts-expect-error -- 'later' is no key of the English
      'test/farewell': { goodbye: '', later: 'बाद में' },
    } satisfies Translation<Both>);
  });
});
