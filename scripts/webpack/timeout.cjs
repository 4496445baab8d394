// The chunk / remote-entry load timeout baked into a build (spec 8 and 9: 120 s).
// Builds for tests set CHUNK_LOAD_TIMEOUT_MS to a short value to exercise the timeout path.
const DEFAULT_MS = 120000;

function chunkLoadTimeoutMs(env = process.env) {
  const raw = env.CHUNK_LOAD_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(`CHUNK_LOAD_TIMEOUT_MS must be a positive integer of milliseconds, got "${raw}"`);
  }
  return ms;
}

module.exports = { chunkLoadTimeoutMs, DEFAULT_MS };
