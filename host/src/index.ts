// Async boundary: shared modules (react, antd, @admin/shared/*) are negotiated with the module
// federation share scope before any of them is evaluated (DESIGN 10).
// runtime-config.json is asked for now, while the start-up chunks download (runtime-config-request.ts).
import { signInHandover } from './gate/sign-in-handover';
import { startRuntimeConfigRequest } from './runtime-config-request';

// Loaded by the sign-in page's own bundle (gate/sign-in-handover.ts): the console joins that page.
const handover = signInHandover();
if (handover) {
  import(/* webpackChunkName: "console-bridge" */ './gate/console-bridge').catch((e: unknown) => handover.failed(e));
} else {
  startRuntimeConfigRequest();
  void import('./boot/start');
}
