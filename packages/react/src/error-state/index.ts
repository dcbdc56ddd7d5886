/**
 * The error-state parts as a namespace (`<ErrorState.Root>`, `<ErrorState.Message>`, `<ErrorState.Retry>`).
 * @example <ErrorState.Root onRetry={refetch}><ErrorState.Message>{message}</ErrorState.Message><ErrorState.Retry /></ErrorState.Root>
 */
export * as ErrorState from './error-state';
export { type ErrorStatePart, errorStateAnatomy } from './error-state.anatomy';
export { useErrorStateContext } from './error-state-context';
export { ErrorStateMessage, type ErrorStateMessageProps } from './error-state-message';
export { ErrorStateRetry, type ErrorStateRetryProps } from './error-state-retry';
export { ErrorStateRoot, type ErrorStateRootProps } from './error-state-root';
export { type ErrorStateApi, type ErrorStateOptions, useErrorState } from './use-error-state';
