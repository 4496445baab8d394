// No import from @admin/shared here: the MF runtime plugin uses this, and a runtime plugin
// runs before shared modules exist (DESIGN 3.4, 10). Hence the literal 120 s of spec 9.
const SPEC_TIMEOUT_MS = 120000;

/** Load timeout of remote manifests and entries: the build's chunk timeout (spec 9: 120 s). */
export const LOAD_TIMEOUT_MS: number =
  typeof __CHUNK_LOAD_TIMEOUT_MS__ === 'number' && __CHUNK_LOAD_TIMEOUT_MS__ > 0 ? __CHUNK_LOAD_TIMEOUT_MS__ : SPEC_TIMEOUT_MS;
