import { doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeMemoArb } from '../../../core/src/gpa/arbitraries';
import { fieldKey } from '../../../core/src/gpa/field-key';
import { cleanName } from '../../../core/src/gpa/limits';
import type { Profile, ScaleChoice, Semester, Subject } from '../../../core/src/gpa/model';
import { documentFromProfile, profileFromDocument } from '../../../core/src/gpa/profile-document';
import { readPublicLink } from '../../../core/src/gpa/public-link';
import { parseGradeScale, type ScaleGrade } from '../../../core/src/gpa/scales/grade-scale';
import { PRESETS } from '../../../core/src/gpa/scales/presets';
import { resolveScale, storedGrade } from '../../../core/src/gpa/scales/profile-scale';
import { CUSTOM_SCALE } from '../../../core/src/gpa/scales/test-scales';
import {
  ATTACKS,
  changedFields,
  clone,
  type Data,
  LINK,
  LINK_ID,
  linkOf,
  PATH,
} from './reader-attacks';
import { aliceProfile, profileCast, rulesEnvironment } from './rules-environment';

// The rules and the reader agree: random profiles written by packages/core's own writer
// (documentFromProfile: entries, scale fields), on presets and custom scales, with retakes, quick
// semesters and grades remembered from before a change of scale, and random mutations of them (the
// red team's documents among them) are written through the rules as the owner alice, the editor
// erin and a public link's data; whatever the rules accept
// must be read whole (profileFromDocument, readPublicLink). A fixed seed, so a run is repeatable;
// RULES_PROPERTY_SEED picks another, and a failure prints the seed and the case.

const { as, seed, peek } = rulesEnvironment('demo-rules-property');
const { alice, erin } = profileCast(as);

const SEED = Number(process.env.RULES_PROPERTY_SEED ?? 20_261_127);
const RUNS = 180;

const idArb = fc.oneof(
  fc.stringMatching(/^[a-z0-9]{1,6}$/),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
);
const nameArb = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 10 })
  .map(cleanName)
  .filter((name) => name !== '');
/** Free text for a scale's records: blanks, escapes and characters beyond the BMP included. */
const textArb = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.constantFrom(' ', '\u00a0', '\t', 'A"B', 'back\\slash', '😀', 'x'.repeat(41)),
);

const gradeArb: fc.Arbitrary<ScaleGrade> = fc
  .record({
    code: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
    label: textArb,
    points: fc.integer({ min: 0, max: 1000 }).map((hundredths) => hundredths / 100),
    countsInGpa: fc.boolean(),
    earnsCredit: fc.boolean(),
    isFail: fc.boolean(),
    isTemporary: fc.boolean(),
  })
  .map((grade) => (grade.isFail ? { ...grade, earnsCredit: false } : grade));

const customArb: fc.Arbitrary<ScaleChoice> = fc
  .uniqueArray(gradeArb, { selector: (grade) => grade.code, minLength: 1, maxLength: 6 })
  .map((grades) => ({ custom: { ...CUSTOM_SCALE, grades } }))
  .filter(({ custom }) => parseGradeScale(custom).ok);

const scaleArb: fc.Arbitrary<ScaleChoice | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...PRESETS.map((preset) => ({ preset: preset.id }))),
  fc.constant({ custom: CUSTOM_SCALE }),
  customArb,
);

const shapeArb = fc.record({
  scale: scaleArb,
  semesters: fc.array(
    fc.record({
      id: idArb,
      name: nameArb,
      entered: fc.option(
        fc.record({
          sgpa: fc.integer({ min: 0, max: 1000 }).map((hundredths) => hundredths / 100),
          credits: fc.integer({ min: 1, max: 60 }).map((steps) => steps / 2),
        }),
      ),
      subjects: fc.array(
        fc.record({
          id: idArb,
          name: nameArb,
          grade: fc.nat(),
          credit: fc.integer({ min: 0, max: 60 }).map((steps) => steps / 2),
          retake: fc.option(fc.nat()),
          before: fc.option(gradeMemoArb),
        }),
        { maxLength: 4 },
      ),
    }),
    { maxLength: 4 },
  ),
});

/** A valid profile of the shape: ids unique, grades of its scale, retakes of earlier subjects. */
type Shape = typeof shapeArb extends fc.Arbitrary<infer T> ? T : never;

function profileOf({ scale, semesters }: Shape): Profile {
  const grades = resolveScale(scale)!.grades;
  const earlier: string[] = [];
  const seen = new Set<string>();
  const list: Semester[] = [];
  for (const shape of semesters) {
    if (seen.has(shape.id)) continue;
    seen.add(shape.id);
    const ids = new Set<string>();
    const subjects: Subject[] = [];
    for (const each of shape.subjects) {
      if (ids.has(each.id)) continue;
      ids.add(each.id);
      const subject: Subject = {
        id: each.id,
        subjectName: each.name,
        credit: each.credit,
        ...storedGrade(resolveScale(scale)!, grades[each.grade % grades.length]!),
      };
      if (each.retake !== null && earlier.length > 0) {
        subject.retakeOf = earlier[each.retake % earlier.length];
      }
      if (each.before !== null) subject.gradeBefore = each.before;
      subjects.push(subject);
    }
    earlier.push(...subjects.map((subject) => subject.id));
    const semester: Semester = { id: shape.id, name: shape.name, subjects };
    if (subjects.length === 0 && shape.entered) semester.entered = shape.entered;
    list.push(semester);
  }
  return aliceProfile(list, scale);
}

const documentOf = (profile: Profile): Data => ({
  ...documentFromProfile(profile, 'alice', (millis) => millis),
  permissions: { alice: 'owner', erin: 'edit', rita: 'read' },
  collaborators: ['alice', 'erin', 'rita'],
});

// --- Mutations ------------------------------------------------------------------------------------

const keyArb = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9-]{1,4}$/),
  fc.stringMatching(/^[a-z0-9]{0,2}%[0-9A-Fa-f]{0,2}[a-z0-9]{0,2}$/),
  idArb.map(fieldKey),
);
const orderText = fc.constantFrom('0', '7', '-1', '0.5', '5e-7', '1e+21', '1e+999', '01', '1.', '');
const pointsText = fc.constantFrom('0', '4', '8.5', '9', '10', '11', '2', '10.0', '1e1');
const codeText = fc.oneof(
  fc.constantFrom('', 'O', 'A+', 'F', 'RA', 'Z', 'P'),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
);
const creditText = fc.constantFrom('0', '3', '4.5', '30', '31', '1e1', '-1');
const nameText = fc.oneof(nameArb, fc.constantFrom(' x', '\uFEFF', '\u00a0', 'a|b', ''));
/** A grade remembered from before a change of scale: its form, or any other. */
const memoText = fc.oneof(
  gradeMemoArb,
  fc.tuple(pointsText, codeText).map(([points, code]) => `${points}/${code}`),
  fc.constantFrom('12/F', '08/F', '0/', '/F', '0/F/x', '0/ABCDEFGHI', '0/F\u0007', ''),
);
const gradeText = fc
  .tuple(pointsText, fc.option(codeText), fc.option(keyArb), fc.option(memoText))
  .map(([points, code, key, memo]) =>
    memo !== null
      ? `${points}/${code ?? ''}/${key ?? ''}/${memo}`
      : key === null
        ? code === null
          ? points
          : `${points}/${code}`
        : `${points}/${code ?? ''}/${key}`,
  );
const subjectText = fc
  .tuple(orderText, gradeText, creditText, nameText)
  .map((parts) => parts.join('|'));

type Mutation = (document: Data) => void;

const map = (document: Data, field: string) => (document[field] ??= {}) as Record<string, unknown>;
const someKey = (record: Record<string, unknown>, index: number) =>
  Object.keys(record)[index % Math.max(1, Object.keys(record).length)];

const scaleRecord = (document: Data) => document.customScale as Record<string, unknown>;

/** A random field of one of a custom scale's grade texts set to `value`. */
const gradeEdit = fc
  .tuple(
    fc.nat(),
    fc.constantFrom('code', 'label', 'marks', 'points', 'isFail', 'earnsCredit'),
    fc.oneof(textArb, fc.integer({ min: -1, max: 12 }), fc.boolean()),
  )
  .map(([index, field, value]): Mutation => (document) => {
    const grades = scaleRecord(document).grades as string[];
    const at = index % grades.length;
    grades[at] = JSON.stringify({ ...JSON.parse(grades[at]!), [field]: value });
  });

const scaleEdit = fc.oneof(
  gradeEdit,
  fc
    .constantFrom(
      '{"kind":"linear","a":7,"b":0}',
      '{"kind":"linear","a":07,"b":0}',
      '{"kind":"linear","a":-50,"b":500}',
      '{"kind":"piecewise","bands":[{"from":0,"to":5,"a":1,"b":0},{"from":5,"to":10,"a":2,"b":-5}]}',
      '{"kind":"piecewise","bands":[{"from":0,"to":5,"a":1,"b":0},{"from":4,"to":10,"a":2,"b":-5}]}',
      '{"kind":"piecewise","bands":[{"from":5,"to":5,"a":1,"b":0}]}',
    )
    .map(
      (text): Mutation =>
        (document) =>
          (scaleRecord(document).percentage = text),
    ),
  fc
    .array(fc.tuple(textArb, fc.integer({ min: 0, max: 1000 })), { maxLength: 3 })
    .map((classes): Mutation => (document) => {
      scaleRecord(document).classes = classes.map(([name, min]) =>
        JSON.stringify({ name, minCgpa: min / 100 }),
      );
    }),
  fc.nat().map((index): Mutation => (document) => {
    const grades = scaleRecord(document).grades as string[];
    const at = index % grades.length;
    grades.splice(at, 1, `${grades[at]}\n${grades[at]}`);
  }),
);

const mutationArb: fc.Arbitrary<{ name: string; apply: Mutation }> = fc.oneof(
  fc.constant({ name: 'none', apply: () => undefined }),
  fc
    .constantFrom(...ATTACKS)
    .map((attack) => ({ name: attack.name, apply: attack.change as Mutation })),
  fc.tuple(keyArb, orderText, nameText).map(([key, order, name]) => ({
    name: `semester ${key} = ${order}|${name}`,
    apply: (document: Data) => (map(document, 'semesterEntries')[key] = `${order}|${name}`),
  })),
  fc.tuple(fc.nat(), keyArb, subjectText).map(([index, key, value]) => ({
    name: `subject of semester ${index} ${key} = ${value}`,
    apply: (document: Data) => {
      const semester = someKey(map(document, 'semesterEntries'), index) ?? 'x';
      map(document, 'subjectEntries')[`${semester}_${key}`] = value;
    },
  })),
  fc.tuple(fc.nat(), subjectText).map(([index, value]) => ({
    name: `an existing subject = ${value}`,
    apply: (document: Data) => {
      const subjects = map(document, 'subjectEntries');
      const key = someKey(subjects, index);
      if (key) subjects[key] = value;
    },
  })),
  fc.tuple(fc.nat(), fc.nat()).map(([from, to]) => ({
    name: 'a subject moved to another key',
    apply: (document: Data) => {
      const subjects = map(document, 'subjectEntries');
      const key = someKey(subjects, from);
      const semester = someKey(map(document, 'semesterEntries'), to);
      if (!key || !semester) return;
      subjects[`${semester}_${key.split('_')[1]!.toLowerCase()}`] = subjects[key];
    },
  })),
  fc
    .tuple(keyArb, fc.constantFrom('8.25|20', '11|100', '12|3', '9|0', '9|0.25'))
    .map(([key, value]) => ({
      name: `sgpa ${key} = ${value}`,
      apply: (document: Data) => (map(document, 'sgpaEntries')[key] = value),
    })),
  fc.array(scaleEdit, { minLength: 1, maxLength: 3 }).map((edits) => ({
    name: 'scale records edited',
    apply: (document: Data) => {
      if (document.scale === 'custom') for (const edit of edits) edit(document);
    },
  })),
);

/** Applies a mutation; one that does not fit the document (a scale edit without one) is none. */
function mutated(before: Data, apply: Mutation): Data {
  const after = clone(before);
  try {
    apply(after);
    return after;
  } catch {
    return before;
  }
}

async function accepted(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (String(error).includes('PERMISSION_DENIED')) return false;
    throw error;
  }
}

async function readWhole(db: () => Firestore, write: (db: Firestore) => Promise<unknown>) {
  if (!(await accepted(write(db())))) return;
  expect(profileFromDocument('p1', await peek(PATH))).not.toBeNull();
}

describe('the rules and the reader agree', () => {
  it('accepts what core writes, and whatever the rules accept, the reader reads whole', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(shapeArb, mutationArb, async (shape, mutation) => {
        cases += 1;
        const before = documentOf(profileOf(shape));
        const after = mutated(before, mutation.apply);
        if (after === before) {
          await assertAccepted(before);
          return;
        }
        await seed(PATH, before);
        await readWhole(alice, (db) => setDoc(doc(db, PATH), after));
        await seed(PATH, before);
        await readWhole(erin, (db) => updateDoc(doc(db, PATH), changedFields(before, after)));
        if (await accepted(setDoc(doc(alice(), LINK), linkOf(after)))) {
          expect(readPublicLink(LINK_ID, await peek(LINK))).not.toBeNull();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(cases).toBe(RUNS);
  }, 240_000);
});

/** A document core wrote is accepted from the owner, from an editor and as a link, and read. */
async function assertAccepted(document: Data) {
  await seed(PATH, { ...document, subjectEntries: {}, semesterEntries: {} });
  await setDoc(doc(alice(), PATH), document);
  expect(profileFromDocument('p1', await peek(PATH))).not.toBeNull();
  const contents = ['semesterEntries', 'subjectEntries', 'sgpaEntries'].filter(
    (f) => f in document,
  );
  await updateDoc(
    doc(erin(), PATH),
    Object.fromEntries(contents.map((field) => [field, document[field]])),
  );
  await setDoc(doc(alice(), LINK), linkOf(document));
  expect(readPublicLink(LINK_ID, await peek(LINK))).not.toBeNull();
}
