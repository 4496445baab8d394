// Longest files first when jest has no timings of its own (a fresh clone, as in CI).
//
// jest orders files by their last run's duration when its cache has one, and otherwise by file
// size, "since big test files usually take longer". Here that put the generated smoke tests
// (seven lines each, up to 47 s of screens) last: a fresh run ended with one worker busy on them
// and the other idle for ~40 s. Without a timing, a file's expected cost comes from its kind:
// the smoke tests of a remote's screens, then the other screen tests (a real server and jsdom),
// the server suite on PostgreSQL, on SQLite, and last the quick component tests that fill the gaps.
// Within a kind, bigger files first, as jest does.
const { createRequire } = require('node:module');

// jest's own default sequencer, from where jest has it (jest -> @jest/core -> jest-config), so it
// is always the one of the installed jest and needs no dependency of its own.
const fromJest = createRequire(require.resolve('jest'));
const fromCore = createRequire(fromJest.resolve('@jest/core'));
const fromConfig = createRequire(fromCore.resolve('jest-config'));
const Sequencer = fromConfig(fromConfig('jest-config').defaults.testSequencer).default;

const KIND_ORDER = ['smoke', 'screens', 'server-pg', 'server', 'browser'];

function kind(test) {
  if (/[\\/]smoke\.screen\.test\.tsx$/.test(test.path)) return 'smoke';
  const name = test.context.config.displayName?.name;
  return KIND_ORDER.includes(name) ? name : 'browser';
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const timed = tests.filter((t) => this.time(t) != null || this.hasFailed(t));
    if (timed.length === tests.length) return super.sort(tests);
    // jest's own order (failed, then by duration) for the files it has timings of, run first; the
    // rest by kind, then size.
    const size = (t) => t.context.hasteFS.getSize(t.path) ?? 0;
    const rank = (t) => KIND_ORDER.indexOf(kind(t));
    const untimed = tests.filter((t) => !timed.includes(t)).sort((a, b) => rank(a) - rank(b) || size(b) - size(a));
    return [...super.sort(timed), ...untimed];
  }
}

module.exports = LongestFirst;
