import {
  AttendeePickerLabel,
  AttendeePickerLimit,
  AttendeePickerOption,
  AttendeePickerRoot,
  type AttendeePickerRootProps,
} from '@booking-kit/react';
import { alertVariants } from '../alert/alert.variants';
import { cx } from '../lib/cx';

/** Props of the styled {@link AttendeePicker}: the headless root's, without custom children. */
export type AttendeePickerProps = Omit<AttendeePickerRootProps, 'children'>;

/**
 * The styled attendee picker: 'Who is this for?' and a checkbox per person (a radio with `max`
 * 1), in a row that wraps, and the SEAT_LIMIT message as an alert when a tick beyond `max` is
 * refused. Render inside `<BookingKitRoot>` and a `<LocaleProvider>`.
 * @selector .bk-root .bk-attendee-picker [data-scope="attendee-picker"][data-part="option"][data-state="checked|unchecked"]
 * @example <AttendeePicker people={[{ id: 'me', name: 'You' }, { id: 'g1', name: 'Grace Hopper' }]} value={ids} onValueChange={setIds} max={seatLimit(service)} />
 */
export function AttendeePicker({ className, ...props }: AttendeePickerProps) {
  return (
    <AttendeePickerRoot {...props} className={cx('bk-attendee-picker', className)}>
      {(api) => (
        <>
          <AttendeePickerLabel />
          <div {...api.optionsProps}>
            {api.people.map((person) => (
              <AttendeePickerOption key={person.id} person={person} />
            ))}
          </div>
          <AttendeePickerLimit className={alertVariants({ tone: 'danger' })} />
        </>
      )}
    </AttendeePickerRoot>
  );
}
