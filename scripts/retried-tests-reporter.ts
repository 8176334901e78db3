import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Names every test that passed only on a retry, in a block at the end of the run, with the error
 * of each failed attempt (the default reporter shows none for a test that passed at last), and with
 * `failRun` fails the run with them: a retried pass is a failure to investigate, not a pass
 * (CONTRIBUTING.md). The retry still runs, so that the block tells a test that fails now and then
 * from one that fails every time. Added next to the default reporter in the Vitest configs that
 * retry.
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly options: { failRun: boolean };

  constructor(options: { failRun: boolean }) {
    this.options = options;
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const retried = modules
      .flatMap((module) => [...module.children.allTests()])
      .filter(retriedPass);
    if (retried.length === 0) return;
    const lines = retried.map((test) => {
      const { retryCount } = test.diagnostic()!;
      const project = test.project.name ? `[${test.project.name}] ` : '';
      const tries = retryCount === 1 ? '1 retry' : `${retryCount} retries`;
      const name = `  ${project}${test.module.relativeModuleId} > ${test.fullName} (passed after ${tries})`;
      return [name, ...failedAttempts(test)].join('\n');
    });
    console.error(
      [
        '',
        `Passed only on retry: ${retried.length} test${retried.length === 1 ? '' : 's'}${this.options.failRun ? ', which fail the run' : ', to investigate'}:`,
        ...lines,
        '',
      ].join('\n'),
    );
    if (this.options.failRun) process.exitCode = 1;
  }
}

/** Each failed attempt's first error, its start: what made the retry run. */
function failedAttempts(test: TestCase): string[] {
  return test.attempts().flatMap((attempt) => {
    if (attempt.state !== 'failed') return [];
    const error = attempt.errors?.[0];
    const text = error ? `${error.name ?? 'Error'}: ${error.message}` : 'no error recorded';
    // An assertion's message may abbreviate what it got (`expected [ …(2) ] to deeply equal []`);
    // its diff shows it. No blank line: one ends the block (scripts/run-tests.ts).
    const diff = (error?.diff ?? '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `\n      ${line}`)
      .join('');
    return [
      `    attempt ${attempt.retryIndex + 1} failed after ${Math.round(attempt.duration)} ms: ${cut(text)}${cut(diff)}`,
    ];
  });
}

/** Enough of an error or a diff to say what failed: a snapshot in a message can run to pages. */
const MAX_ERROR_CHARS = 600;
const cut = (text: string) =>
  text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS)}…` : text;

const retriedPass = (test: TestCase) =>
  test.result().state === 'passed' && (test.diagnostic()?.retryCount ?? 0) > 0;
