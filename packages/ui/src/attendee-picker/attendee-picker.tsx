import { AttendeePickerRoot, type AttendeePickerRootProps } from '@booking-kit/react';
import { cx } from '../lib/cx';

/** Props of the styled {@link AttendeePicker}: the headless root's, without custom children. */
export type AttendeePickerProps = Omit<AttendeePickerRootProps, 'children'>;

/**
 * The styled attendee picker: 'Who is this for?' and a checkbox per person, in a row that wraps.
 * Render inside `<BookingKitRoot>` and a `<LocaleProvider>`.
 * @selector .bk-root .bk-attendee-picker [data-scope="attendee-picker"][data-part="option"][data-state="checked|unchecked"]
 * @example <AttendeePicker people={[{ id: 'me', name: 'You' }, { id: 'g1', name: 'Grace Hopper' }]} value={ids} onValueChange={setIds} />
 */
export function AttendeePicker({ className, ...props }: AttendeePickerProps) {
  return <AttendeePickerRoot {...props} className={cx('bk-attendee-picker', className)} />;
}
