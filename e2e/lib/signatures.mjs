// Recognises a library inside a downloaded JS file by a string only that library's production
// build defines (property names and literals survive minification). Used by the benchmark and by
// the "each library downloaded once" test: a second match means a second copy went over the wire.
export const LIBRARY_SIGNATURES = {
  react: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  'react-dom': /__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  'react-dom/client': /\.createRoot\s*=\s*function/,
  // antd's seed theme (antd/es/theme/themes/seed.js): part of antd's core whichever components a
  // page uses. (colorPrimary alone would also match an app's own theme override.)
  antd: /motionEaseOutCirc\s*:\s*["']cubic-bezier\(0\.08/,
};

/** Names of the libraries whose signature `source` contains. */
export function librariesIn(source) {
  return Object.entries(LIBRARY_SIGNATURES)
    .filter(([, re]) => re.test(source))
    .map(([name]) => name);
}
