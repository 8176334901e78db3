import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, generateReport } from 'lighthouse';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.ts';

/**
 * Lighthouse audits of a page, for `npm run bench`: mobile is Lighthouse's default (simulated slow 4G
 * and a 4× slower CPU), desktop its desktop config.
 */
export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/** An audit that costs points: its id and, when Lighthouse names them, the offending elements. */
export interface FailingAudit {
  category: string;
  id: string;
  score: number;
  elements: string[];
}

export interface LighthouseResult {
  /** The figures of the median run, then those of every run (to judge the noise). */
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  failing: FailingAudit[];
  /** Lighthouse's warnings on the median run, such as a redirect that measured another page. */
  warnings: string[];
}

/**
 * A Chromium of its own for one run (fresh profile: no cache or service worker left by another
 * run). Launched here rather than by chrome-launcher, which the repository does not depend on.
 */
async function launchDebuggableChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'campuscalc-lighthouse-'));
  const chromium = spawn(
    findChromium(),
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  const close = async () => {
    chromium.kill();
    await exited;
    // Chromium's helper processes may still be writing its cache as the main one exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    chromium.once('exit', (code) =>
      reject(new Error(`Chromium exited (code ${code}) before listening:\n${output}`)),
    );
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { port, close };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function figures(lhr: Result): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
    cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
  };
}

/** What costs a category its 100: the weighted audits that did not pass, with the elements they name. */
function failingAudits(lhr: Result): FailingAudit[] {
  return Object.entries(lhr.categories)
    .filter(([category]) => score(lhr, category) < 100)
    .flatMap(([category, { auditRefs }]) =>
      auditRefs.flatMap(({ id, weight }) => {
        const audit = lhr.audits[id];
        if (!audit || weight === 0 || audit.score === null || audit.score === 1) return [];
        const items = audit.details?.type === 'table' ? audit.details.items : [];
        const elements = items.flatMap(({ node }) =>
          typeof node === 'object' && node.type === 'node' && node.selector ? [node.selector] : [],
        );
        return [{ category, id, score: audit.score, elements }];
      }),
    );
}

async function auditOnce(url: string, formFactor: FormFactor): Promise<Result> {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(
      url,
      // The four categories the bench reports: Lighthouse 13 adds an 'agentic-browsing' one by default.
      { port: chromium.port, logLevel: 'error', onlyCategories: CATEGORIES },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return result.lhr;
  } finally {
    await chromium.close();
  }
}

/**
 * Audits `url` `runs` times, one after the other (parallel runs would slow each other down), and
 * keeps the median run.
 */
export async function auditMedian(
  url: string,
  formFactor: FormFactor,
  runs: number,
): Promise<{ result: LighthouseResult; html: string }> {
  const lhrs: Result[] = [];
  for (let run = 0; run < runs; run++) lhrs.push(await auditOnce(url, formFactor));
  // Lighthouse's own choice: the whole run nearest the median FCP and TTI, so that the scores, the
  // metrics and the HTML report all come from one real run (a score's median alone is outlier-prone).
  const median = computeMedianRun(lhrs);
  return {
    result: {
      median: figures(median),
      runs: lhrs.map(figures),
      failing: failingAudits(median),
      warnings: median.runWarnings,
    },
    html: generateReport(median, 'html'),
  };
}
