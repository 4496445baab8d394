// Global setup of every jest run: names the run (ADMIN_TEST_RUN, inherited by the workers), so
// the test servers of this run share its seeded demo databases (server/src/test/demo-template.ts).
const { randomBytes } = require('node:crypto');

module.exports = () => {
  process.env.ADMIN_TEST_RUN ??= `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
};
