// Async boundary: shared modules (react, antd, @admin/shared/*) are negotiated with the module
// federation share scope before any of them is evaluated (DESIGN 10).
// runtime-config.json is asked for now, while the start-up chunks download (runtime-config-request.ts).
import { startRuntimeConfigRequest } from './runtime-config-request';

startRuntimeConfigRequest();
void import('./bootstrap');
