/** Loading: a polite 'Loading…' announcement to pair with `aria-hidden` placeholder shapes. */
export { LoadingStatus, type LoadingStatusProps } from './loading-status';
export { type LoadingStatusPart, loadingStatusAnatomy } from './loading-status.anatomy';
export { type LoadingStatusApi, type LoadingStatusOptions, useLoadingStatus } from './use-loading-status';
