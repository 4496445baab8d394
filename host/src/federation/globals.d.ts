/** Baked in by the webpack DefinePlugin (scripts/webpack/create-config.cjs); absent under jest. */
declare const __CHUNK_LOAD_TIMEOUT_MS__: number | undefined;
