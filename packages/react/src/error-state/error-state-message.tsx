import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useErrorStateContext } from './error-state-context';

/** Props of {@link ErrorStateMessage}. */
export interface ErrorStateMessageProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * What went wrong, in `role="alert"` so it is announced as soon as it appears. Put the title and
 * the explanation inside; keep the retry button outside so the announcement is the message only.
 * @selector [data-scope="error-state"][data-part="message"]
 * @example <ErrorState.Message><p>{t('errors.somethingWrong')}</p><p>{t('slotPicker.loadError')}</p></ErrorState.Message>
 */
export function ErrorStateMessage({ asChild, ...props }: ErrorStateMessageProps) {
  const api = useErrorStateContext();
  const merged = mergePartProps(api.messageProps, props);
  return asChild ? <AsChildSlot {...merged} /> : <div {...merged} />;
}
