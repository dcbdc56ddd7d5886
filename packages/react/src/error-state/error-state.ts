/** The error-state parts as a namespace: `<ErrorState.Root>`, `<ErrorState.Message>`, `<ErrorState.Retry>`. */
export { ErrorStateMessage as Message } from './error-state-message';
export { ErrorStateRetry as Retry } from './error-state-retry';
export { ErrorStateRoot as Root } from './error-state-root';
