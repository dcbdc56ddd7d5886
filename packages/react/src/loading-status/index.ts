export { LoadingStatus, type LoadingStatusProps } from './loading-status';
export { type LoadingStatusApi, type LoadingStatusOptions, useLoadingStatus } from './use-loading-status';
