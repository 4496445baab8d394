import type { SentAnswer, SentInfo } from '@admin/shared/api';
import type { SignInActions } from '../pages/login/login-page';
import type { ConsoleBridge } from '../gate/sign-in-handover';
import { startConsoleRemotes, warmConsole } from './console-code';
import { signIn } from './sign-in';
import { useSignInStore } from './sign-in-store';

export type ConsoleSignIn = SignInActions & { signIn: ConsoleBridge['signIn'] };

/**
 * The sign-in form's actions inside the console's own code. `loadRouterApp`: where the form is
 * drawn without the router app (boot/start.tsx, and the sign-in page's bundle through
 * gate/console-bridge.tsx), typing prefetches its chunk too.
 */
export function consoleSignInActions(loadRouterApp?: () => Promise<unknown>): ConsoleSignIn {
  return {
    // Not `warm: warmConsole`: the form calls it with its input event.
    warm: () => warmConsole(loadRouterApp),
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
}

/** The form's actions in the router app (app.tsx), which is running already. */
export const consoleSignIn: ConsoleSignIn = consoleSignInActions();
