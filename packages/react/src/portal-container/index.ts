export { containTabKey, focusInitial, tabbablesIn } from './dialog-focus';
export { PortalContainerProvider, type PortalContainerProviderProps, usePortalContainer } from './portal-container-context';
