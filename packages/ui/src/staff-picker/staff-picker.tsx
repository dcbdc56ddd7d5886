import {
  StaffPickerAvatar,
  StaffPickerLabel,
  StaffPickerOption,
  StaffPickerOptionDescription,
  StaffPickerOptionName,
  StaffPickerRoot,
  type StaffPickerRootProps,
  staffPickerAnatomy,
} from '@booking-kit/react';
import { cx } from '../lib/cx';
import { ChoiceListLoading } from '../skeleton/choice-list-loading';

/** Props of the styled {@link StaffPicker}: the headless root's, without custom children. */
export interface StaffPickerProps extends Omit<StaffPickerRootProps, 'children'> {
  /** The choices are still loading: the label and card placeholders show, and 'Loading…' is announced. @default false */
  isLoading?: boolean;
}

/** Two heads: "any of the team", drawn rather than written because the name beside it says it. */
function TeamIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" focusable="false" aria-hidden="true">
      <circle cx="9" cy="8" r="3.5" />
      <circle cx="16.5" cy="9" r="2.75" />
      <path d="M2.5 19.5c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6v.5h-13z" />
      <path d="M16 13.6c3 .1 5.5 2.2 5.5 5.4v1h-4.6c0-2.6-.4-4.6-.9-6.4z" />
    </svg>
  );
}

/**
 * The styled staff picker: 'Any available staff' first, then each staff member with their
 * initials, as radio cards. Render inside `<BookingKitRoot>` and a `<LocaleProvider>`.
 * @selector .bk-root .bk-staff-picker [data-scope="staff-picker"][data-part="option"][data-state="checked|unchecked"][data-any][data-disabled]
 * @example <StaffPicker staff={service.staff} value={staff} onValueChange={setStaff} />
 */
export function StaffPicker({ className, isLoading = false, ...props }: StaffPickerProps) {
  if (isLoading) {
    return (
      <ChoiceListLoading labelKey="staffPicker.label" className={cx('bk-staff-picker', className)} anatomy={staffPickerAnatomy} />
    );
  }
  return (
    <StaffPickerRoot {...props} className={cx('bk-staff-picker', className)}>
      {(api) => (
        <>
          <StaffPickerLabel />
          <div {...staffPickerAnatomy.attrs('options')}>
            {api.options.map((option) => (
              <StaffPickerOption key={option.value} value={option.value}>
                <StaffPickerAvatar>{option.isAny ? <TeamIcon /> : undefined}</StaffPickerAvatar>
                <span {...staffPickerAnatomy.attrs('option-body')}>
                  <StaffPickerOptionName />
                  <StaffPickerOptionDescription />
                </span>
              </StaffPickerOption>
            ))}
          </div>
        </>
      )}
    </StaffPickerRoot>
  );
}
