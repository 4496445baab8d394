export { classifyLoadError, describeLoadError, probeChunkLoadError } from './classify-load-error';
export type { LoadErrorKind, LoadErrorInfo } from './classify-load-error';
export { retryableLazy, forgetFailedLoad, useRevealWhenLoaded } from './retryable-lazy';
export type { RetryableLazyComponent, ScreenFactory } from './retryable-lazy';
export { ChunkErrorBoundary } from './chunk-error-boundary';
export type { ChunkErrorBoundaryProps } from './chunk-error-boundary';
