/**
 * Starts the page in the browser: React Router's default client entry, plus the spec's "errors
 * while mounting are logged". React's own reports name minified components (`Ee`) and, for a
 * caught error, only that it happened; these log the error itself (its real message and stack)
 * with the component stack where it was thrown.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isRouteErrorResponse } from 'react-router';
import { HydratedRouter } from 'react-router/dom';

/** Where in the tree an error was thrown, when React knows it. */
type ErrorInfo = { componentStack?: string | undefined };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // A page that failed to render shows the error page, which logs a deliberate answer (a
      // 404 thrown while rendering) itself; every other error is logged here with its stack.
      onCaughtError: (error: unknown, info: ErrorInfo) => {
        if (!isRouteErrorResponse(error)) console.error('Error while rendering the page:', error, info.componentStack ?? '');
      },
      onUncaughtError: (error: unknown, info: ErrorInfo) => {
        console.error('Error while mounting the page:', error, info.componentStack ?? '');
      },
      onRecoverableError: (error: unknown, info: ErrorInfo) => {
        console.error('Error while mounting the page (recovered):', error, info.componentStack ?? '');
      },
    },
  );
});
