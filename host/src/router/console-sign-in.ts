import type { SentAnswer, SentInfo } from '@admin/shared/api';
import type { SignInActions } from '../pages/login/login-page';
import type { ConsoleBridge } from '../gate/sign-in-handover';
import { startConsoleRemotes, warmConsole } from './console-code';
import { signIn } from './sign-in';
import { useSignInStore } from './sign-in-store';

/**
 * The sign-in form's actions inside the console's own code (the router app, bootstrap, and the
 * console bridge the sign-in page's own bundle calls, gate/console-bridge.tsx).
 */
export const consoleSignIn: SignInActions & { signIn: ConsoleBridge['signIn'] } = {
  warm: warmConsole,
  async signIn(credentials, destination, sent?: Promise<SentAnswer>, sentInfo?: Promise<SentInfo | undefined>) {
    // The guard takes the page there as soon as the token is stored.
    useSignInStore.getState().begin(destination);
    try {
      await signIn(credentials, sent, sentInfo);
    } catch (error) {
      useSignInStore.getState().end();
      throw error;
    }
    // Before the console is drawn (a later task), so its first drawing has the menus.
    void startConsoleRemotes();
  },
};
