import { ApiUiBridge } from './api-ui-bridge';
import { GuardedConsole } from './guarded-console';

export { startRemotes } from './start-remotes';

/**
 * The signed-in half of the host: the guard and the layout. The layout is plain HTML; antd (the
 * one ConfigProvider + App of the console) is loaded around remote screens and for the API's
 * toasts and dialogs only (see with-antd.tsx, api-ui-bridge.tsx), so the first screen after
 * signing in costs no antd (DESIGN 9).
 */
export default function ConsoleApp() {
  return (
    <>
      <ApiUiBridge />
      <GuardedConsole />
    </>
  );
}
