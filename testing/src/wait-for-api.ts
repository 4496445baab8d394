/*
 * A setup file of the screen tests: their API server (api-environment.ts) boots while jest loads
 * the test file; nothing of the file runs against it before it answers. A server that failed to
 * start fails the file here, with its output.
 */
beforeAll(async () => {
  await (globalThis as { __apiReady?: Promise<void> }).__apiReady;
}, 90_000);
