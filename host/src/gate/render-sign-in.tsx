/*
 * Build-time only (scripts/webpack/sign-in-page-plugin.cjs runs it with tsx): prints, as JSON,
 * what turns index.html into the page of the sign-in address: the form's markup for #root, its
 * title, its stylesheet and the hold script, both inline. Never bundled (it brings
 * react-dom/server).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { DEFAULT_LOCALE, t } from '@admin/shared/i18n';
import { registerHostMessages } from '../i18n/messages';
import { pageTitle } from '../pages/shared/use-document-title';
import { holdScript } from './sign-in-hold';
import { CONSOLE_ENTRY_ATTR, CONSOLE_NEXT_ATTR, CONSOLE_WARM_ATTR, HOLD_CLASS, PRERENDERED_ATTR, signInTree } from './sign-in-tree';

registerHostMessages();

/** Markup only: nothing is clicked at build time. */
const notAtBuildTime = () => {
  throw new Error('the build-time sign-in form has no actions');
};

const css = readFileSync(path.join(__dirname, '../pages/shared/public-page.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

process.stdout.write(
  JSON.stringify({
    locale: DEFAULT_LOCALE,
    attr: PRERENDERED_ATTR,
    consoleAttr: CONSOLE_ENTRY_ATTR,
    warmAttr: CONSOLE_WARM_ATTR,
    nextAttr: CONSOLE_NEXT_ATTR,
    title: pageTitle(t('login.title')),
    root: renderToString(signInTree({ search: '', actions: { warm: notAtBuildTime, signIn: notAtBuildTime }, prerendered: true })),
    style: `.${HOLD_CLASS} #root{visibility:hidden}${css}`,
    script: holdScript(),
  }),
);
