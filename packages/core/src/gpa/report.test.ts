import { describe, expect, it } from 'vitest';
import { semester, subject } from './arbitraries';
import { escapeHtml, profileReportHtml } from './report';
import { MAY_FIRST_2024, profile, rows, visibleText } from './report-testing';

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('profileReportHtml', () => {
  const report = profileReportHtml(
    profile('Asha (Default)', [
      semester('1', [subject(9, 4, 'Maths'), subject(7, 3.5, 'Physics')]),
      semester('2', []),
      semester('3', [subject(0, 2, 'Lab'), subject(10, 3, 'Chemistry')]),
    ]),
    MAY_FIRST_2024,
  );

  it('is one complete document that fetches nothing', () => {
    expect(report.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8">')).toBe(
      true,
    );
    expect(report.endsWith('</body></html>')).toBe(true);
    expect(report).toContain('<style>');
    expect(report).not.toMatch(/\b(src|href)=|url\(|@import|<link|<script/i);
  });

  it('names the profile and the date', () => {
    expect(report).toContain('<title>Asha (Default) – GPA report</title>');
    expect(visibleText(report)).toMatch(/^Asha \(Default\) GPA report, 1 May 2024 /);
  });

  it('lists each semester with its subjects, grades, credits, points and SGPA', () => {
    expect(rows(report)).toEqual([
      ['Subject', 'Grade', 'Credits', 'Points'],
      ['Subject Maths', 'A+ (9)', '4', '36.00'],
      ['Subject Physics', 'B+ (7)', '3.5', '24.50'],
      ['SGPA', '8.07'],
      ['Subject', 'Grade', 'Credits', 'Points'],
      ['Subject Lab <span class="attempts">(Backlog)</span>', '0', '2', '0.00'],
      ['Subject Chemistry', 'O (10)', '3', '30.00'],
      ['SGPA', '6.00'],
    ]);
    expect(visibleText(report)).toContain('Semester 2 No subjects added yet Semester 3');
  });

  it('gives the cumulative GPA over all subjects with the counts', () => {
    // (36 + 24.5 + 0 + 30) / 12.5 = 7.24
    expect(visibleText(report)).toContain(
      'Cumulative GPA 7.24 3 semesters, 4 subjects, 12.5 credits',
    );
  });

  it('escapes every text from the profile', () => {
    const hostile = profileReportHtml(
      profile('</title><b>me</b>', [
        semester(
          '1',
          [{ ...subject(8, 1), subjectName: '<script>alert(1)</script>' }],
          '"Sem" & <i>1</i>',
        ),
      ]),
      MAY_FIRST_2024,
    );
    expect(hostile).not.toMatch(/<script|<b>|<i>/);
    expect(hostile).toContain('<title>&lt;/title&gt;&lt;b&gt;me&lt;/b&gt; – GPA report</title>');
    expect(hostile).toContain('<h2>&quot;Sem&quot; &amp; &lt;i&gt;1&lt;/i&gt;</h2>');
    expect(rows(hostile)[1]![0]).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('reports a profile without semesters as empty, with a GPA of 0.00', () => {
    expect(visibleText(profileReportHtml(profile('New', []), MAY_FIRST_2024))).toBe(
      'New GPA report, 1 May 2024 Cumulative GPA 0.00 0 semesters, 0 subjects, 0 credits No semesters added yet',
    );
  });

  it('counts in the singular for one', () => {
    const single = profileReportHtml(
      profile('One', [semester('1', [subject(8, 1)])]),
      MAY_FIRST_2024,
    );
    expect(visibleText(single)).toContain('Cumulative GPA 8.00 1 semester, 1 subject, 1 credit');
  });

  it('on a scale of its own, names the grades, the scale, its percentage rule, class and sources', () => {
    const failed = { ...subject(0, 4, 'm1'), subjectName: 'Maths' };
    const retake = { ...subject(6, 4, 'm2'), subjectName: 'Maths', retakeOf: 'm1' };
    const vtu = {
      ...profile('Ravi', [semester('1', [failed, subject(10, 4, 'p')]), semester('2', [retake])]),
      scale: { preset: 'vtu-2022' },
    };
    const html = profileReportHtml(vtu, MAY_FIRST_2024);
    expect(rows(html)).toEqual([
      ['Subject', 'Grade', 'Credits', 'Points'],
      [
        'Maths <span class="attempts">(Cleared in Semester 2; not counted)</span>',
        'F (0)',
        '4',
        '0.00',
      ],
      ['Subject p', 'O (10)', '4', '40.00'],
      ['SGPA', '5.00'],
      ['Subject', 'Grade', 'Credits', 'Points'],
      ['Maths <span class="attempts">(Attempt 2 of Maths; counted)</span>', 'B (6)', '4', '24.00'],
      ['SGPA', '6.00'],
    ]);
    // Maths counts once, as B: (40 + 24) / 8 = 8.00 over 2 subjects and 8 credits, as the screen
    // counts them; (8 − 0.75) × 10 = 72.5.
    expect(visibleText(html)).toContain(
      'Cumulative GPA 8.00 2 semesters, 2 subjects, 8 credits Grade scale: VTU 2022 scheme ' +
        // The card's wording of the rule (scale-view.ts describeRule), VTU's own.
        'Percentage 72.50% ((CGPA − 0.75) × 10)',
    );
    expect(visibleText(html)).toContain('Backlogs: 0 active, 1 cleared Source: ');
  });
});
