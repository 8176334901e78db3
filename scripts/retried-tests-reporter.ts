import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { TestError } from 'vitest';

/**
 * Names every test that passed only on a retry, in a block at the end of the run, and with
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
      return [name, ...(test.result().errors ?? []).map(attemptError)].join('\n');
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

/** What a failed attempt threw: its message and where, enough to start the investigation. */
function attemptError(error: TestError): string {
  const where = error.stack?.split('\n').find((line) => /\.test\.ts:\d+/.test(line));
  return `    failed attempt: ${error.message.split('\n')[0]}${where ? `\n      ${where.trim()}` : ''}`;
}

const retriedPass = (test: TestCase) =>
  test.result().state === 'passed' && (test.diagnostic()?.retryCount ?? 0) > 0;
