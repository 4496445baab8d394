// antd's CSS-in-JS inserts hundreds of rules into <head>; jsdom then matches every rule against an
// element on every getComputedStyle (antd's wave effect, table measuring, testing-library's
// visibility checks), which was most of a kit test's CPU time (profiled: nwsapi selector matching).
// jsdom lays nothing out, so the rules change no result a test can rely on except `display: none`
// from class names, which tests do not use. Styles go to a detached element instead of <head>.
const path = require('node:path');

const antdUtil = path.dirname(require.resolve('@rc-component/util/package.json', { paths: [path.dirname(require.resolve('antd/package.json'))] }));
const real = require(path.join(antdUtil, 'lib/Dom/dynamicCSS.js'));

const detached = typeof document === 'undefined' ? undefined : document.createElement('div');
const away = (option = {}) => (detached && !option.attachTo ? { ...option, attachTo: detached } : option);

module.exports = {
  ...real,
  injectCSS: (css, option) => real.injectCSS(css, away(option)),
  updateCSS: (css, key, option) => real.updateCSS(css, key, away(option)),
  removeCSS: (key, option) => real.removeCSS(key, away(option)),
};
