import { type BookingFlowApi, type StaffPickerStaff, useLocale } from '@booking-kit/react';
import { StaffPicker } from '@booking-kit/ui';
import type { Ref } from 'react';
import { FlowSection } from './flow-section';

/** Props of {@link StaffStep}. */
export interface StaffStepProps {
  flow: BookingFlowApi;
  performers: StaffPickerStaff[];
  sectionRef: Ref<HTMLElement>;
  /** The times shown next are this staff member's (or anyone's). */
  onStaffChange(staff: string): void;
}

/** A team's first step: 'Any available staff' or one person, then on to the times. */
export function StaffStep({ flow, performers, sectionRef, onStaffChange }: StaffStepProps) {
  const { t } = useLocale();
  return (
    <FlowSection flow={flow} step="staff" sectionRef={sectionRef} next={{ label: t('flow.continue'), onClick: flow.next }}>
      <h2 className="flow-step__title">{t('booking.stepStaff')}</h2>
      <StaffPicker
        staff={performers}
        value={flow.state.staff}
        onValueChange={(staff) => {
          flow.chooseStaff(staff);
          onStaffChange(staff);
        }}
      />
    </FlowSection>
  );
}
