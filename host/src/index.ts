// Async boundary: shared modules (react, antd, @admin/shared/*) are negotiated with the module
// federation share scope before any of them is evaluated (DESIGN 10).
void import('./bootstrap');
