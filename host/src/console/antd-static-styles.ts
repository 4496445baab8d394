/**
 * antd's component styles for THEME, made by the build (scripts/antd-styles/extract.cjs) and put
 * in the page when antd's chunk first runs, before antd renders anything. antd reads the file's
 * list of ready styles on its first style hook (once per page) and generates at run time only what
 * is missing: without this, the first opening of a screen spent ~110 ms (1× CPU) making styles.
 *
 * First in <head>: the console's own CSS, added later at the end of <head>, still overrides antd
 * at equal specificity, as it does with antd's run-time styles (which it prepends).
 */
declare const __ANTD_STATIC_CSS__: string | undefined;

const css = typeof __ANTD_STATIC_CSS__ === 'string' ? __ANTD_STATIC_CSS__ : '';

export function applyAntdStaticStyles(doc: Document = document): void {
  if (!css || doc.head.querySelector('style[data-antd-static]')) return;
  const style = doc.createElement('style');
  // Not antd's own `data-ant-cssinjs-cache-path` attribute: with it antd would look for each style
  // in a `<style data-css-hash>` element of its own (the SSR form) and, finding none, make it again.
  style.setAttribute('data-antd-static', '');
  style.textContent = css;
  doc.head.prepend(style);
}

if (typeof document !== 'undefined') applyAntdStaticStyles();
