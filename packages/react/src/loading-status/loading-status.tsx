import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { type LoadingStatusOptions, useLoadingStatus } from './use-loading-status';

/** Props of {@link LoadingStatus}. */
export interface LoadingStatusProps extends LoadingStatusOptions, AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * A polite live region that announces 'Loading…' (or `label`) while content loads. Render it
 * beside the placeholder shapes (which should be `aria-hidden`) and unmount both when the
 * content arrives. Children replace the text, e.g. to add a visible spinner; with `asChild` the
 * child's own children, if any, replace it.
 * @selector [data-scope="loading-status"][data-part="root"][data-state="pending|announced"]
 * @example
 * <LoadingStatus className="visually-hidden" />
 * <div aria-hidden="true">…placeholder shapes…</div>
 */
export function LoadingStatus({ label, asChild, children, ...props }: LoadingStatusProps) {
  const { statusProps, text, isAnnounced } = useLoadingStatus(label === undefined ? {} : { label });
  const merged = mergePartProps(statusProps, props);
  if (asChild)
    return (
      <AsChildSlot {...merged} fallbackContent={text}>
        {children}
      </AsChildSlot>
    );
  // Custom children wait for the same tick as the text, so they are announced as well.
  return <div {...merged}>{isAnnounced ? (children ?? text) : null}</div>;
}
