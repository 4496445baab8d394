// node:test reporter that counts tests into `{ passed, failed, skipped }` (the contract of
// scripts/test.mjs). Leaf tests are counted; a file or suite that fails without any failed leaf
// (a file that does not load, a `before` hook that throws) counts as one failure, so a broken
// file can never pass silently. Files run one at a time (--test-concurrency=1), so a file's
// events arrive together and end with the file's own `test:complete`.
export default async function* countReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failedTests = [];
  const leafFailsPerFile = new Map();
  const brokenFiles = new Set();
  let pendingNames = [];
  let hookFailed = null;
  const flush = (file) => {
    const base = file ? file.split('/').pop() : '?';
    if (hookFailed && !pendingNames.length) {
      counts.failed += 1;
      pendingNames.push(`(hook failed: ${hookFailed})`);
    }
    failedTests.push(...pendingNames.map((n) => `${base}: ${n}`));
    leafFailsPerFile.set(file, (leafFailsPerFile.get(file) ?? 0) + pendingNames.length);
    pendingNames = [];
    hookFailed = null;
  };
  for await (const ev of source) {
    const d = ev.data ?? {};
    const isFile = Boolean(d.file) && d.name === d.file;
    if (isFile) {
      if (ev.type === 'test:complete') flush(d.file);
      if (ev.type === 'test:fail' && !leafFailsPerFile.get(d.file) && !brokenFiles.has(d.file)) {
        // The file itself failed (did not load, crashed, exited non-zero) with no failed test in it.
        brokenFiles.add(d.file);
        counts.failed += 1;
        failedTests.push(`${d.file.split('/').pop()}: (file failed: ${d.details?.error?.message ?? 'error'})`);
      }
      continue;
    }
    if (ev.type !== 'test:pass' && ev.type !== 'test:fail') continue;
    if (d.details?.type === 'suite') {
      if (ev.type === 'test:fail') hookFailed ??= d.details?.error?.message ?? 'error';
      continue;
    }
    if (d.skip !== undefined || d.todo !== undefined) counts.skipped += 1;
    else if (ev.type === 'test:pass') counts.passed += 1;
    else {
      counts.failed += 1;
      pendingNames.push(d.name);
    }
  }
  flush(null);
  yield `${JSON.stringify({ ...counts, failedTests })}\n`;
}
