/** Where dialogs and sheets render: the widget's own root, also inside a shadow root. */
export { PortalContainerProvider, type PortalContainerProviderProps, usePortalContainer } from './portal-container-context';
