// Build-time rendering of host components in Node (sign-in-page-plugin.cjs): their CSS imports
// are the bundle's business (style-loader), so here they load as nothing.
require.extensions['.css'] = (module) => {
  module.exports = {};
};
