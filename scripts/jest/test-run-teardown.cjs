// Global teardown of every jest run: removes the run's SQLite demo templates
// (templatesRoot in server/src/test/demo-template.ts; PostgreSQL's go with the cluster).
const { rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = () => {
  const run = process.env.ADMIN_TEST_RUN;
  if (run) rmSync(path.join(os.tmpdir(), `admin-test-templates-${run}`), { recursive: true, force: true });
};
