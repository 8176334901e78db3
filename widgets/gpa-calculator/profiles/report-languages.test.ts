import { expect } from 'chai';
import type { Semester } from '#core/gpa/model.ts';
import { quickSemester, semester, subject } from '#core/gpa/arbitraries.ts';
import { defaultProfileName } from '#core/gpa/profiles.ts';
import { profileReportHtml } from '#core/gpa/report.ts';
import { MAY_FIRST_2024, profile, rows, visibleText } from '#core/gpa/report-testing.ts';
import { ENGLISH, type Language } from '#core/i18n/texts.ts';
import HI from '../gpa-calculator.hi';
import { describeEachLanguage } from '../in-language-testing';

// The printed report (report.ts) as an element in each language prints it, in the element's own
// words: word for word in Hindi; in every language, no Latin word but grade-card terms and data.

const HINDI: Language = { locale: 'hi', digits: 'latin', bundle: HI };

/** The Latin words of a text: in a report in Hindi, only grade-card terms and the data. */
const latinWords = (text: string) => [...new Set(text.match(/[A-Za-z]+/g) ?? [])];

const hindiSubject = (grade: number, credit: number, id: string, name: string) => ({
  ...subject(grade, credit, id),
  subjectName: name,
});
const asha = (semesters: Semester[]) => ({
  ...profile(defaultProfileName(null, null), semesters),
  isDefault: true,
});

/** The printed words of a report (its body's text), without the markup. */
const bodyText = (html: string) => html.replace(/^.*<body>/s, '').replace(/<[^>]+>/g, ' ');

describeEachLanguage('the printed report', (T, locale) => {
  const language: Language = { locale, digits: 'latin', bundle: T };

  it('says every word in the language, on SPEC’s scale and on a university’s', () => {
    const spec = profileReportHtml(
      asha([
        semester('1', [hindiSubject(9, 4, 'm', 'गणित'), hindiSubject(7, 3.5, 'p', 'भौतिकी')]),
        semester('2', []),
        quickSemester('3', 8.25, 22),
      ]),
      MAY_FIRST_2024,
      language,
    );
    expect(spec.startsWith(`<!doctype html><html lang="${locale}">`)).to.equal(true);
    expect(latinWords(bodyText(spec))).to.deep.equal(['GPA', 'A', 'B', 'SGPA']);
    const failed = hindiSubject(0, 4, 'm1', 'गणित');
    const onVtu = {
      ...profile('आशा', [
        semester('1', [failed, hindiSubject(10, 4, 'p', 'भौतिकी')]),
        semester('2', [{ ...hindiSubject(6, 4, 'm2', 'गणित'), retakeOf: 'm1' }]),
      ]),
      scale: { preset: 'vtu-2022-r2' },
    };
    const vtu = profileReportHtml(onVtu, MAY_FIRST_2024, language);
    // Beyond the grade cards' terms, every Latin word is the scale's or its sources', as the
    // English report quotes them.
    const english = profileReportHtml(onVtu, MAY_FIRST_2024, ENGLISH);
    const scaleWords = new Set(
      latinWords(
        [
          'VTU 2022 scheme First Class with Distinction',
          ...(english.match(/Source: [^<]*/g) ?? []),
        ].join(' '),
      ),
    );
    const left = latinWords(bodyText(vtu)).filter(
      (word) => !/^(GPA|SGPA|CGPA|[ABFO])$/.test(word) && !scaleWords.has(word),
    );
    expect(left).to.deep.equal([]);
  });
});

describe('the printed report in Hindi', () => {
  it('says every word in it, names what the product named in it, and dates it in it', () => {
    const html = profileReportHtml(
      asha([
        semester('1', [hindiSubject(9, 4, 'm', 'गणित'), hindiSubject(7, 3.5, 'p', 'भौतिकी')]),
        semester('2', []),
        quickSemester('3', 8.25, 22),
      ]),
      MAY_FIRST_2024,
      HINDI,
    );
    expect(html.startsWith('<!doctype html><html lang="hi">')).to.equal(true);
    expect(html).to.contain('<title>उपयोगकर्ता (डिफ़ॉल्ट) – GPA रिपोर्ट</title>');
    // (36 + 24.5 + 8.25 × 22) / 29.5 = 8.20.
    expect(visibleText(html)).to.equal(
      'उपयोगकर्ता (डिफ़ॉल्ट) GPA रिपोर्ट, 1 मई 2024 संचयी GPA 8.20 3 सेमेस्टर, 2 विषय, 29.5 क्रेडिट ' +
        'सेमेस्टर 1 विषय ग्रेड क्रेडिट पॉइंट गणित A+ (9) 4 36.00 भौतिकी B+ (7) 3.5 24.50 SGPA 8.07 ' +
        'सेमेस्टर 2 अभी कोई विषय नहीं जोड़ा गया ' +
        'सेमेस्टर 3 SGPA 8.25 × 22 क्रेडिट (ग्रेड कार्ड से)',
    );
    expect(latinWords(bodyText(html))).to.deep.equal(['GPA', 'A', 'B', 'SGPA']);
    expect(
      visibleText(profileReportHtml({ ...profile('आशा', []), isDefault: false }, 0, HINDI)),
    ).to.contain('अभी कोई सेमेस्टर नहीं जोड़ा गया');
  });

  it('on a university’s scale, keeps its names, classes and sources as written', () => {
    const failed = hindiSubject(0, 4, 'm1', 'गणित');
    const retake = { ...hindiSubject(6, 4, 'm2', 'गणित'), retakeOf: 'm1' };
    const vtu = {
      ...profile('आशा', [
        semester('1', [failed, hindiSubject(10, 4, 'p', 'भौतिकी')]),
        semester('2', [retake]),
      ]),
      scale: { preset: 'vtu-2022-r2' },
    };
    const html = profileReportHtml(vtu, MAY_FIRST_2024, HINDI);
    expect(rows(html).slice(0, 2)).to.deep.equal([
      ['विषय', 'ग्रेड', 'क्रेडिट', 'पॉइंट'],
      ['गणित <span class="attempts">(सेमेस्टर 2 में उत्तीर्ण; गिना नहीं गया)</span>', 'F (0)', '4', '0.00'],
    ]);
    expect(rows(html)[5]![0]).to.equal(
      'गणित <span class="attempts">(गणित का प्रयास 2; गिना गया)</span>',
    );
    const summary = visibleText(html);
    expect(summary).to.contain(
      'संचयी GPA 8.00 2 सेमेस्टर, 2 विषय, 8 क्रेडिट ग्रेड स्केल: VTU 2022 scheme ' +
        'प्रतिशत 72.50% ((CGPA − 0.75) × 10) श्रेणी: First Class with Distinction ' +
        'बैकलॉग: 0 बाकी, 1 उत्तीर्ण स्रोत: VTU (Award of',
    );
    expect(summary).to.contain('(2026-11-27 को पढ़ा गया)');
    // Beyond the grade cards' terms, every Latin word is the scale's or its sources'.
    const scaleWords = new Set(
      latinWords(
        [
          'VTU 2022 scheme First Class with Distinction',
          ...(html.match(/स्रोत: [^<]*/g) ?? []),
        ].join(' '),
      ),
    );
    const left = latinWords(summary).filter(
      (word) => !/^(GPA|SGPA|CGPA|[ABFO])$/.test(word) && !scaleWords.has(word),
    );
    expect(left).to.deep.equal([]);
  });

  it('writes its numbers in the element’s digits, and the names as they are', () => {
    const native = profileReportHtml(
      { ...profile('आशा 2', [semester('1', [hindiSubject(9, 4, 'm', 'गणित 1')])]) },
      MAY_FIRST_2024,
      { ...HINDI, digits: 'native' },
    );
    expect(visibleText(native)).to.equal(
      'आशा 2 GPA रिपोर्ट, १ मई २०२४ संचयी GPA ९.०० १ सेमेस्टर, १ विषय, ४ क्रेडिट ' +
        'सेमेस्टर १ विषय ग्रेड क्रेडिट पॉइंट गणित 1 A+ (९) ४ ३६.०० SGPA ९.००',
    );
  });
});
