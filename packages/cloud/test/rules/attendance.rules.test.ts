import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anySheets, anyText } from '../../../core/src/attendance/arbitraries';
import { blankSheet, blankSubject } from '../../../core/src/attendance/sheet';
import { readSheetDocument, sheetDocument } from '../../../core/src/attendance/sheet-codec';
import { rulesEnvironment } from './rules-environment';

// firestore.rules for users/{uid}/attendance/sheet: only its user reads, writes and deletes it,
// from the attacker's side too (another user, a visitor, another document id, a listing); and the
// rules agree with the reader (sheet-codec.ts): what the writer writes they take, and of any
// document, changed at random, they take exactly what the reader reads. A fixed seed, so that a
// run is repeatable; RULES_PROPERTY_SEED picks another.

const { as, visitor, seed } = rulesEnvironment('demo-rules-attendance');
// Clients once the environment is up (beforeAll).
const alice = () => as('alice');
const sam = () => as('sam');

const PATH = 'users/alice/attendance/sheet';
const SEED = Number(process.env.RULES_PROPERTY_SEED ?? 20_261_128);

const physics = sheetDocument({
  ...blankSheet(),
  subjects: [{ ...blankSubject('Physics'), held: '40', attended: '28' }],
});

describe('attendance sheet: who may', () => {
  it('lets its user write, read and delete it', async () => {
    await assertSucceeds(setDoc(doc(alice(), PATH), physics));
    const read = await assertSucceeds(getDoc(doc(alice(), PATH)));
    expect(readSheetDocument(read.data())?.subjects[0]?.name).toBe('Physics');
    await assertSucceeds(deleteDoc(doc(alice(), PATH)));
  });

  it('keeps everyone else out: another user, a visitor, a listing, another document', async () => {
    await seed(PATH, { ...physics });
    for (const db of [sam(), visitor()]) {
      await assertFails(getDoc(doc(db, PATH)));
      await assertFails(setDoc(doc(db, PATH), physics));
      await assertFails(deleteDoc(doc(db, PATH)));
    }
    await assertFails(getDocs(collection(alice(), 'users/alice/attendance')));
    await assertFails(setDoc(doc(alice(), 'users/alice/attendance/second'), physics));
    await assertFails(setDoc(doc(sam(), 'users/sam/attendance/sheet/more/x'), physics));
  });
});

describe('attendance sheet: what may be written', () => {
  const subject = physics.subjects[0]!;
  const refused: [string, Record<string, unknown>][] = [
    ['an unknown field', { ...physics, owner: 'sam' }],
    ['a field missing', { ...physics, holidays: undefined }],
    ['another kind', { ...physics, kind: 'campuscalc-gpa' }],
    ['another version', { ...physics, version: 2 }],
    ['a number for a text', { ...physics, required: 75 }],
    ['an unknown rounding', { ...physics, rounding: 'up' }],
    ['a text for a flag', { ...physics, overall: 'true' }],
    ['a control character', { ...physics, condonation: '65\t60' }],
    ['a text too long', { ...physics, lastDay: 'x'.repeat(41) }],
    ['holidays too long', { ...physics, holidays: '1/1/2027,'.repeat(445) }],
    ['no subject', { ...physics, subjects: [] }],
    ['31 subjects', { ...physics, subjects: Array.from({ length: 31 }, () => subject) }],
    ['a subject of a map', { ...physics, subjects: [{ name: 'Physics' }] }],
    ['a subject with a line break', { ...physics, subjects: [`a\n${subject}`] }],
    ['a subject with a field too many', { ...physics, subjects: [`${subject}\u001f`] }],
    ['a subject name too long', { ...physics, subjects: [`${'x'.repeat(61)}${subject}`] }],
    ['an unknown source', { ...physics, subjects: [subject.replace('none', 'guess')] }],
  ];
  for (const [what, data] of refused) {
    it(`refuses ${what}`, async () => {
      const written = Object.fromEntries(
        Object.entries(data).filter(([, value]) => value !== undefined),
      );
      expect(readSheetDocument(written), 'the reader refuses it too').toBeNull();
      await assertFails(setDoc(doc(alice(), PATH), written));
    });
  }

  it('takes the longest sheet the writer makes: 30 subjects, every field full, characters beyond the BMP', async () => {
    const full = '😀'.repeat(20);
    const sheet = {
      ...blankSheet(),
      semester: { lastDay: '9'.repeat(40), holidays: `${'25/12/2026\n'.repeat(363)}😀😀😀😀` },
      subjects: Array.from({ length: 30 }, () => ({
        ...blankSubject(`${full}${full}${full}`),
        held: full,
        timetable: Array.from({ length: 7 }, () => full),
      })),
    };
    const written = sheetDocument(sheet);
    expect(readSheetDocument(written)).not.toBeNull();
    await assertSucceeds(setDoc(doc(alice(), PATH), written));
  });
});

/** A document changed at random: a field replaced, removed or added, a subject replaced or added. */
const mutatedArb = fc
  .tuple(
    anySheets.map(sheetDocument),
    fc.constantFrom(
      'required',
      'rounding',
      'condonation',
      'leaveLimit',
      'perSubject',
      'overall',
      'lastDay',
      'holidays',
      'subjects',
      'extra',
    ),
    fc.oneof(
      anyText,
      fc.constantFrom<unknown>(undefined, null, 1, true, [], {}, 'whole', 'exact'),
      fc
        .array(
          fc.oneof(
            anyText,
            fc
              .array(anyText, { minLength: 12, maxLength: 16 })
              .map((fields) => fields.join('\u001f')),
            fc.constant(`Physics${'\u001f'.repeat(4)}\u001fcount${'\u001f'.repeat(8)}`),
          ),
          { minLength: 0, maxLength: 3 },
        )
        .map((list) => list as unknown),
    ),
  )
  .map(([document, field, value]) =>
    // Undefined removes the field.
    Object.fromEntries(
      Object.entries({ ...document, [field]: value }).filter(([, kept]) => kept !== undefined),
    ),
  );

describe('attendance sheet: the rules agree with the reader', () => {
  it('take every document the writer makes of any sheet', async () => {
    await fc.assert(
      fc.asyncProperty(anySheets, async (sheet) => {
        await assertSucceeds(setDoc(doc(alice(), PATH), sheetDocument(sheet)));
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('take exactly the documents the reader reads', async () => {
    const seen = { readable: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(mutatedArb, async (data) => {
        const readable = readSheetDocument(data) !== null;
        seen[readable ? 'readable' : 'refused'] += 1;
        const write = setDoc(doc(alice(), PATH), data);
        await (readable ? assertSucceeds(write) : assertFails(write));
      }),
      { seed: SEED, numRuns: 150 },
    );
    // Both sides are tried, each often enough to mean something.
    expect(Math.min(seen.readable, seen.refused), JSON.stringify(seen)).toBeGreaterThan(30);
  });
});
