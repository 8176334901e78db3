import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { semester, subject } from '#core/gpa/arbitraries.ts';
import type { Profile, Semester } from '#core/gpa/model.ts';
import { SAVE_ERROR_MESSAGE, createProfile } from '#core/gpa/profiles.ts';
import { profileReportHtml } from '#core/gpa/report.ts';
import { parseProfilesImport } from '#core/gpa/profile-import.ts';
import { exportProfiles } from '#core/gpa/transfer.ts';
import { defineElement } from '#ui/element/define-element.ts';
import { WidgetBase } from '#ui/element/widget-base.tsx';
import { widgetCss } from '#ui/element/widget-css.ts';
import { themeAttribute } from '#ui/element/element-api.ts';
import type { Theme } from '#ui/testing/widget-testing.ts';
import {
  cleanupFixtures,
  expectNoAxeViolations,
  fixture,
  pickOption,
  settle,
  shadow,
  shadowAll,
  shadowButton,
  until,
} from '#ui/testing/widget-testing.ts';
import theme from 'virtual:shoelace-theme?profile-tools-harness';
import css from './profile-tools.css?inline';
import { PercentageCard } from './percentage-card';
import type { ProfileTransferProps } from '../profiles/profile-transfer';
import { ProfileTransfer } from '../profiles/profile-transfer';
import { TrendChart } from './trend-chart';
import { DEFAULT_SCALE, profileNumbers } from '#core/gpa/scales/profile-scale.ts';

// Each component runs as in <gpa-calculator>: rendered by defineElement in a shadow root with the
// widget stylesheet (theme, base, controls and these styles), under the widget's base part.
function Harness({ content }: { content?: ReactNode }) {
  return (
    <WidgetBase title="Profile tools" hideTitle={undefined} className="">
      {content}
    </WidgetBase>
  );
}

defineElement({
  api: {
    tag: 'profile-tools-harness',
    className: 'ProfileToolsHarness',
    summary: 'Test harness.',
    attributes: [themeAttribute],
    properties: [{ name: 'content', tsType: 'ReactNode', description: '' }],
    events: [],
    cssProperties: [],
    parts: [],
    example: '',
    title: 'Store probe',
    frameHeight: 100,
  },
  component: Harness,
  styles: { theme, css: widgetCss(css) },
});

type HarnessElement = HTMLElement & { content: ReactNode };

async function mount(content: ReactNode, theme: Theme = 'dark'): Promise<HarnessElement> {
  const element = await fixture<HarnessElement>(
    `<profile-tools-harness theme="${theme}"></profile-tools-harness>`,
  );
  element.content = content;
  await settle();
  return element;
}

async function rerender(element: HarnessElement, content: ReactNode) {
  element.content = content;
  await settle();
}

const profile = (name: string, semesters: Semester[], created: number): Profile => ({
  ...createProfile(name, null, { now: () => created, random: () => 0.5 }),
  semesters,
});

// SGPA 8.07 ((36 + 24.5) / 7.5), no credits, SGPA 6.00; CGPA 8.07, 8.07, 7.24 (90.5 / 12.5).
const threeSemesters = [
  semester('1', [subject(9, 4, 'Maths'), subject(7, 3.5, 'Physics')]),
  semester('2', []),
  semester('3', [subject(0, 2, 'Lab'), subject(10, 3, 'Chemistry')]),
];
const asha = profile('Asha (Default)', threeSemesters, 1);
const ravi = profile('Ravi <script>', [semester('1', [subject(8, 2)])], 2);

/** The chart as the calculator draws it, from the profile's numbers on SPEC's scale. */
const Trend = ({ semesters }: { semesters: readonly Semester[] }) => (
  <TrendChart semesters={semesters} numbers={profileNumbers(DEFAULT_SCALE, semesters)} />
);

const texts = (nodes: readonly Element[]) => nodes.map((node) => node.textContent?.trim());
const numbersOf = (node: Element, ...names: string[]) =>
  names.map((name) => Number(node.getAttribute(name)));

describe('TrendChart', () => {
  afterEach(cleanupFixtures);

  /** A GPA read back from the drawing: how far above the 0 gridline, in 10ths of the 0-10 span. */
  function gpaScale(element: Element) {
    const grid = shadowAll(element, '.trend-chart__grid');
    const [zero] = numbersOf(grid[0]!, 'y1');
    const [ten] = numbersOf(grid.at(-1)!, 'y1');
    return (y: number) => Math.round(((zero! - y) / (zero! - ten!)) * 1000) / 100;
  }

  it('draws a bar per semester with credits, on a 0 to 10 scale', async () => {
    const element = await mount(<Trend semesters={threeSemesters} />);
    const gpaAt = gpaScale(element);
    expect(texts(shadowAll(element, 'text'))).to.deep.equal([
      ...['0', '2', '4', '6', '8', '10'],
      ...['Semester 1', 'Semester 2', 'Semester 3'],
    ]);
    const bars = shadowAll(element, '.trend-chart__bar');
    expect(texts(bars)).to.deep.equal(['Semester 1: SGPA 8.07', 'Semester 3: SGPA 6.00']);
    expect(bars.map((bar) => gpaAt(numbersOf(bar, 'y')[0]!))).to.deep.equal([8.07, 6]);
    const bottoms = bars.map((bar) => numbersOf(bar, 'y', 'height').reduce((a, b) => a + b));
    expect(bottoms.map(gpaAt)).to.deep.equal([0, 0]);
  });

  it('draws the running CGPA as a line through every semester with one', async () => {
    const element = await mount(<Trend semesters={threeSemesters} />);
    const gpaAt = gpaScale(element);
    const points = shadow(element, '.trend-chart__line')
      .getAttribute('points')!
      .split(' ')
      .map((point) => point.split(',').map(Number));
    expect(points.map(([, y]) => gpaAt(y!))).to.deep.equal([8.07, 8.07, 7.24]);
    const barCentres = shadowAll(element, '.trend-chart__bar').map((bar) => {
      const [x, width] = numbersOf(bar, 'x', 'width');
      return x! + width! / 2;
    });
    expect([points[0]![0], points[2]![0]]).to.deep.equal(barCentres);
    expect(texts(shadowAll(element, '.trend-chart__point'))).to.deep.equal([
      'CGPA after Semester 1: 8.07',
      'CGPA after Semester 2: 8.07',
      'CGPA after Semester 3: 7.24',
    ]);
  });

  it('gives screen readers a summary and a table of the values', async () => {
    const element = await mount(<Trend semesters={threeSemesters} />);
    const svg = shadow(element, '[part~="trend"] svg');
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal(
      'SGPA of 3 semesters as bars and the running CGPA as a line, on a scale of 0 to 10; CGPA now 7.24.',
    );
    const hidden = shadow(element, '[part~="trend"] table').parentElement!;
    expect(hidden.className).to.equal('visually-hidden');
    expect(hidden.getBoundingClientRect().width).to.be.at.most(1);
    const rows = shadowAll(element, 'tr').map((row) => texts([...row.children]));
    expect(rows).to.deep.equal([
      ['Semester', 'SGPA', 'CGPA'],
      ['Semester 1', '8.07', '8.07'],
      ['Semester 2', '—', '8.07'],
      ['Semester 3', '6.00', '7.24'],
    ]);
  });

  it('shortens long semester names on the axis to fit', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      semester(String(index + 1), [subject(8, 3)]),
    );
    const element = await mount(<Trend semesters={many} />);
    const labels = texts(shadowAll(element, 'text')).slice(6);
    expect(labels).to.deep.equal(many.map((_, index) => `S${index + 1}`));
    await rerender(
      element,
      <Trend semesters={[...many.slice(0, 7), semester('8', [], 'Summer internship')]} />,
    );
    expect(texts(shadowAll(element, 'text')).slice(6)).to.deep.equal([
      ...many.slice(0, 7).map((_, index) => `Sem ${index + 1}`),
      'Summ…',
    ]);
  });

  it('renders nothing until a semester has credits', async () => {
    const noCredits = [semester('1', []), semester('2', [subject(8, 0)])];
    const element = await mount(<Trend semesters={noCredits} />);
    expect(shadowAll(element, '[part~="trend"]')).to.have.length(0);
    await rerender(element, <Trend semesters={[]} />);
    expect(shadowAll(element, '[part~="trend"]')).to.have.length(0);
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`has no axe violations (${theme})`, async () => {
      await expectNoAxeViolations(await mount(<Trend semesters={threeSemesters} />, theme));
    });
  }
});

/** Types into a React-controlled input: the native setter, then the input event React listens to. */
async function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}

describe('PercentageCard', () => {
  afterEach(cleanupFixtures);

  const scheme = (element: Element) =>
    shadow<HTMLSelectElement>(element, '[part~="percentage"] select');
  const field = (element: Element, label: string) => {
    const labelNode = shadowAll<HTMLLabelElement>(element, 'label').find(
      (node) => node.textContent === label,
    );
    return shadow<HTMLInputElement>(element, `#${CSS.escape(labelNode!.htmlFor)}`);
  };
  const shown = (element: Element) => ({
    value: shadowAll(element, '.percentage-card__value').map((node) => node.textContent),
    formula: shadowAll(element, '.percentage-card__formula').map((node) => node.textContent),
  });
  const customLabels = (element: Element) =>
    shadowAll(element, '.percentage-card__custom label').map((node) => node.textContent);

  it('converts with each scheme and shows the formula used', async () => {
    const element = await mount(<PercentageCard cgpa={8.5} />);
    expect(texts([...scheme(element).options])).to.deep.equal([
      'CGPA × 9.5 (CBSE)',
      '(CGPA − 0.75) × 10 (VTU)',
      'CGPA × 10',
      'Custom',
    ]);
    expect(shown(element)).to.deep.equal({ value: ['80.75%'], formula: ['8.50 × 9.5 = 80.75%'] });
    await pickOption(scheme(element), 'vtu');
    expect(shown(element)).to.deep.equal({
      value: ['77.50%'],
      formula: ['(8.50 − 0.75) × 10 = 77.50%'],
    });
    await pickOption(scheme(element), 'times10');
    expect(shown(element)).to.deep.equal({ value: ['85.00%'], formula: ['8.50 × 10 = 85.00%'] });
    expect(customLabels(element), 'custom fields only for Custom').to.deep.equal([]);
  });

  it('converts with a custom multiplier and offset, 10 and 0 at first', async () => {
    const element = await mount(<PercentageCard cgpa={8.5} />);
    await pickOption(scheme(element), 'custom');
    expect(customLabels(element)).to.deep.equal(['Multiplier', 'Offset (subtracted first)']);
    expect([
      field(element, 'Multiplier').value,
      field(element, 'Offset (subtracted first)').value,
    ]).to.deep.equal(['10', '0']);
    expect(shown(element).value).to.deep.equal(['85.00%']);
    await typeInto(field(element, 'Multiplier'), '9.5');
    await typeInto(field(element, 'Offset (subtracted first)'), '1');
    expect(shown(element)).to.deep.equal({
      value: ['71.25%'],
      formula: ['(8.50 − 1) × 9.5 = 71.25%'],
    });
    await typeInto(field(element, 'Multiplier'), '');
    expect(shadow(element, '.percentage-card__error').textContent).to.equal(
      'Multiplier and offset must be numbers',
    );
  });

  it('keeps the percentage within 0 to 100 and says so', async () => {
    const element = await mount(<PercentageCard cgpa={9.8} />);
    await pickOption(scheme(element), 'custom');
    await typeInto(field(element, 'Multiplier'), '12');
    expect(shown(element)).to.deep.equal({
      value: ['100.00%'],
      formula: ['9.80 × 12 = 117.60%, limited to 100.00%'],
    });
    await rerender(element, <PercentageCard cgpa={0.5} />);
    await pickOption(scheme(element), 'vtu');
    expect(shown(element)).to.deep.equal({
      value: ['0.00%'],
      formula: ['(0.50 − 0.75) × 10 = −2.50%, limited to 0.00%'],
    });
  });

  it('shows a dash without a CGPA, in a polite live region, with the note on sources', async () => {
    const element = await mount(<PercentageCard cgpa={null} />);
    expect(shown(element)).to.deep.equal({ value: ['—'], formula: [] });
    expect(shadow(element, '.percentage-card__result').getAttribute('aria-live')).to.equal(
      'polite',
    );
    expect(shadow(element, '.percentage-card__note').textContent).to.contain(
      'Sources disagree on which university uses which conversion',
    );
    await rerender(element, <PercentageCard cgpa={7.24} />);
    expect(shown(element).value).to.deep.equal(['68.78%']);
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`has no axe violations (${theme})`, async () => {
      const element = await mount(<PercentageCard cgpa={8.5} />, theme);
      await pickOption(scheme(element), 'custom');
      await expectNoAxeViolations(element);
    });
  }
});

describe('the profile tools together', () => {
  afterEach(cleanupFixtures);

  it('fit a 280 px column', async () => {
    const element = await mount(
      <>
        <Trend semesters={threeSemesters} />
        <PercentageCard cgpa={7.24} />
        <ProfileTransfer
          profile={asha}
          profiles={[asha]}
          readonly={false}
          onImport={() => Promise.resolve()}
          onMessage={() => undefined}
        />
      </>,
    );
    await pickOption(shadow<HTMLSelectElement>(element, 'select'), 'custom');
    element.style.width = '280px';
    await settle();
    const base = shadow(element, '[part~="base"]');
    expect(base.scrollWidth, 'content width').to.be.at.most(base.clientWidth);
    const box = base.getBoundingClientRect();
    const shown = shadowAll(element, 'svg, select, button, input:not([hidden])');
    expect(shown).to.have.length(8);
    for (const node of shown) {
      const { left, right, width } = node.getBoundingClientRect();
      expect([left >= box.left, right <= box.right, width > 0], node.outerHTML).to.deep.equal([
        true,
        true,
        true,
      ]);
    }
  });
});

describe('ProfileTransfer', () => {
  let messages: string[];
  let imported: Profile[][];
  let onImport: ProfileTransferProps['onImport'];

  beforeEach(() => {
    messages = [];
    imported = [];
    onImport = async (profiles) => {
      imported.push(profiles);
    };
  });
  afterEach(cleanupFixtures);

  const transfer = (props: Partial<ProfileTransferProps> = {}) => (
    <ProfileTransfer
      profile={asha}
      profiles={[asha, ravi]}
      readonly={false}
      onImport={(profiles) => onImport(profiles)}
      onMessage={(type, message) => messages.push(`${type}: ${message}`)}
      {...props}
    />
  );
  const fileInput = (element: Element) => shadow<HTMLInputElement>(element, 'input[type="file"]');
  const disabledButtons = (element: Element) =>
    shadowAll<HTMLButtonElement>(element, '[part~="transfer"] button')
      .filter((button) => button.disabled)
      .map((button) => button.textContent);

  /** Clicks an export button; returns the Blob it made, the file name, and whether the URL was freed. */
  async function exportWith(element: Element, label: string) {
    const { createObjectURL, revokeObjectURL } = URL;
    const blobs: Blob[] = [];
    const revoked: string[] = [];
    let link: HTMLAnchorElement | undefined;
    const section = shadow(element, '[part~="transfer"]');
    const catchClick = (event: Event) => {
      link = event.target as HTMLAnchorElement;
      event.preventDefault();
    };
    section.addEventListener('click', catchClick, { capture: true });
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return createObjectURL(blob);
    };
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      revokeObjectURL(url);
    };
    try {
      shadowButton(element, label).click();
      await until(() => revoked.length > 0, 'the URL is revoked');
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      section.removeEventListener('click', catchClick, { capture: true });
    }
    expect(blobs).to.have.length(1);
    expect(revoked).to.deep.equal([link!.href]);
    expect(link!.isConnected, 'the link is gone').to.equal(false);
    return { blob: blobs[0]!, fileName: link!.download };
  }

  it('exports the current profile as JSON that imports back unchanged', async () => {
    const element = await mount(transfer());
    const { blob, fileName } = await exportWith(element, 'Export profile');
    expect(fileName).to.equal('campuscalc-gpa-asha-default.json');
    expect(blob.type).to.equal('application/json');
    expect(parseProfilesImport(await blob.text())).to.deep.equal({ ok: true, profiles: [asha] });
  });

  it('exports all profiles as JSON that imports back unchanged', async () => {
    const element = await mount(transfer());
    const { blob, fileName } = await exportWith(element, 'Export all profiles');
    expect(fileName).to.equal('campuscalc-gpa-all-profiles.json');
    expect(parseProfilesImport(await blob.text())).to.deep.equal({
      ok: true,
      profiles: [asha, ravi],
    });
  });

  /** Chooses a file in the hidden file input, as the browser does after the picker closes. */
  async function chooseFile(element: Element, text: string) {
    const files = new DataTransfer();
    files.items.add(new File([text], 'profiles.json', { type: 'application/json' }));
    const input = fileInput(element);
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => messages.length > 0, 'the import reports');
    await settle();
  }

  it('opens the file picker for JSON from Import', async () => {
    const element = await mount(transfer());
    const input = fileInput(element);
    let opened = 0;
    input.addEventListener('click', (event) => {
      opened++;
      event.preventDefault();
    });
    shadowButton(element, 'Import').click();
    expect([opened, input.accept]).to.deep.equal([1, 'application/json,.json']);
  });

  it('imports a valid file and reports how many profiles it held', async () => {
    const element = await mount(transfer());
    await chooseFile(element, exportProfiles([asha, ravi], 0));
    expect(imported).to.deep.equal([[asha, ravi]]);
    expect(messages).to.deep.equal(['success: Imported 2 profiles']);
    expect(fileInput(element).value, 'ready for the same file again').to.equal('');
    messages = [];
    await chooseFile(element, JSON.stringify([ravi]));
    expect(messages).to.deep.equal(['success: Imported 1 profile']);
  });

  it('reports an invalid file and imports nothing', async () => {
    const element = await mount(transfer());
    await chooseFile(element, '{"not": "an export"}');
    expect(messages).to.deep.equal(['error: Not a CampusCalc GPA export']);
    messages = [];
    await chooseFile(element, JSON.stringify([{ ...asha, name: '' }]));
    expect(messages).to.deep.equal(['error: Profile 1: name must be a non-empty text']);
    expect(imported).to.deep.equal([]);
  });

  it('reports a failed save of the import instead of success', async () => {
    onImport = () => Promise.reject(new Error('quota'));
    const element = await mount(transfer());
    await chooseFile(element, exportProfiles([asha], 0));
    expect(messages).to.deep.equal([`error: ${SAVE_ERROR_MESSAGE}`]);
  });

  it('disables Import when read-only, and what needs a profile without one', async () => {
    const element = await mount(transfer({ readonly: true }));
    expect(disabledButtons(element)).to.deep.equal(['Import']);
    expect(fileInput(element).disabled).to.equal(true);
    await rerender(element, transfer({ profile: null, profiles: [] }));
    expect(disabledButtons(element)).to.deep.equal([
      'Export profile',
      'Export all profiles',
      'Print',
    ]);
    expect(fileInput(element).disabled).to.equal(false);
  });

  it('prints the report of the profile from a hidden frame, not the page', async () => {
    const now = new Date(2024, 4, 1, 12).getTime();
    const clock = FakeTimers.install({ toFake: ['Date'], now });
    const pagePrint = window.print;
    const printed: string[] = [];
    window.print = () => printed.push('page');
    try {
      const element = await mount(transfer());
      // No frame until a print: a frame is a document of its own, a cost for every first render.
      expect(element.shadowRoot!.querySelector('iframe')).to.equal(null);
      // The report loads into a new window: replace its print once it exists, before the widget's
      // load handler calls it (a capturing listener on the shadow root runs first).
      element.shadowRoot!.addEventListener(
        'load',
        ({ target }) => {
          const frame = target as HTMLIFrameElement;
          frame.contentWindow!.print = () => printed.push(frame.contentDocument!.title);
        },
        { capture: true },
      );
      shadowButton(element, 'Print').click();
      // The report's code loads with the first print.
      await until(() => element.shadowRoot!.querySelector('iframe') !== null, 'the print frame');
      const frame = shadow<HTMLIFrameElement>(element, 'iframe');
      await until(() => printed.length > 0, 'the frame prints');
      expect(printed).to.deep.equal(['Asha (Default) – GPA report']);
      expect(frame.srcdoc).to.equal(profileReportHtml(asha, now));
      expect(frame.getBoundingClientRect().width, 'unseen').to.equal(0);
      // A second print reuses the frame.
      shadowButton(element, 'Print').click();
      await until(() => printed.length > 1, 'the frame prints again');
      expect(element.shadowRoot!.querySelectorAll('iframe')).to.have.length(1);
    } finally {
      window.print = pagePrint;
      clock.uninstall();
    }
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`has no axe violations (${theme})`, async () => {
      await expectNoAxeViolations(await mount(transfer({ readonly: true }), theme));
    });
  }
});
