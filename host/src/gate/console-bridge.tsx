import { registerHostMessages } from '../i18n/messages';
import { loadRouterApp } from '../router/console-code';
import { consoleSignIn } from '../router/console-sign-in';
import { holdRuntimeConfig } from '../runtime-config';
import { signInHandover } from './sign-in-handover';

/*
 * main.js's start in the sign-in page (instead of bootstrap.tsx): the console's side of the
 * handover. React is the sign-in page's (adopt-sign-in-shares.ts), so the router app draws into
 * the form's own root.
 */
registerHostMessages();
const handover = signInHandover()!;
holdRuntimeConfig(handover.config);
consoleSignIn.warm();
handover.ready({
  signIn: consoleSignIn.signIn,
  async showRouterApp(root) {
    const { RouterApp } = await loadRouterApp();
    root.render(<RouterApp />);
  },
});
