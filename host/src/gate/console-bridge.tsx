import { enterConsole } from '../boot/enter-console';
import { loadRouterApp } from '../boot/loaders/router-app';
import { registerHostMessages } from '../i18n/messages';
import { consoleSignInActions } from '../router/console-sign-in';
import { holdRuntimeConfig } from '../runtime-config';
import { signInHandover } from './sign-in-handover';

/*
 * main.js's start in the sign-in page (instead of boot/start.tsx): the console's side of the
 * handover. React is the sign-in page's (adopt-sign-in-shares.ts), so the router app draws into
 * the form's own root, through the one way into the console.
 */
registerHostMessages();
const handover = signInHandover()!;
holdRuntimeConfig(handover.config);
const actions = consoleSignInActions(loadRouterApp);
actions.warm();
handover.ready({ signIn: actions.signIn, enterConsole: (root) => enterConsole(root, 'sign-in page') });
