import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { useServicePickerContext } from './service-picker-context';

/** Props of the picker's message parts. */
export type ServicePickerMessageProps = ComponentPropsWithRef<'p'>;

/**
 * 'You can choose up to 10 services.' once the most are chosen in `multiple` mode: a polite live
 * region that stays in the page (empty until then) so the message is announced when it appears.
 * @selector [data-scope="service-picker"][data-part="max-hint"]
 */
export function ServicePickerMaxHint(props: ServicePickerMessageProps) {
  const api = useServicePickerContext();
  if (api.state.selectionMode === 'single') return null;
  return <p {...mergePartProps(api.maxHintProps, props)}>{api.maxText}</p>;
}

/**
 * The picker's error, 'At least one option must be chosen', while it shows; it describes the group.
 * @selector [data-scope="service-picker"][data-part="error"]
 */
export function ServicePickerError(props: ServicePickerMessageProps) {
  const api = useServicePickerContext();
  if (api.errorText === null) return null;
  return <p {...mergePartProps(api.errorProps, props)}>{api.errorText}</p>;
}

/**
 * 'No services are available to book.' when there is nothing to offer.
 * @selector [data-scope="service-picker"][data-part="empty"]
 */
export function ServicePickerEmpty({ children, ...props }: ServicePickerMessageProps) {
  const api = useServicePickerContext();
  if (!api.isEmpty) return null;
  return <p {...mergePartProps(api.emptyProps, props)}>{children ?? api.emptyText}</p>;
}
