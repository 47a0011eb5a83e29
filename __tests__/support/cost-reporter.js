// What the run cost, printed last so that growth shows on every run: its wall time, its worker
// time (the sum of the files' own times, which is what the machine's cores spend) and its ten
// slowest files. A report beside jest's summary, never a check: the budgets are in
// docs/testing.md. Jest's reporters give the files' times but no such total, hence these lines.
const path = require('path');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

class CostReporter {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({
        name: path.relative(process.cwd(), file.testFilePath),
        project: file.displayName?.name ?? '',
        ms: file.perfStats.end - file.perfStats.start,
      }))
      .filter((file) => Number.isFinite(file.ms) && file.ms >= 0);
    const worker = files.reduce((sum, file) => sum + file.ms, 0);
    const wall = Date.now() - results.startTime;
    const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, 10);
    const width = Math.max(0, ...slowest.map((file) => file.name.length));
    const lines = [
      '',
      `Cost: wall ${seconds(wall)}, worker ${seconds(worker)} in ${files.length} files (budgets: docs/testing.md)`,
      'Slowest files:',
      ...slowest.map(
        (file) => `  ${seconds(file.ms).padStart(8)}  ${file.name.padEnd(width)}  ${file.project}`,
      ),
      '',
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}

module.exports = CostReporter;
