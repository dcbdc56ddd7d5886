import { type BookerApi, useLocale } from '@booking-kit/react';
import { StaffPicker } from '../../staff-picker/staff-picker';
import { FlowSection } from './flow-section';

/** A team's first step: 'Any available staff' or one person, then on to the times. */
export function StaffStep({ booker }: { booker: BookerApi }) {
  const { t } = useLocale();
  const { flow } = booker;
  return (
    <FlowSection booker={booker} step="staff" next={{ label: t('flow.continue'), onClick: flow.next }}>
      <h2 className="bk-flow-step__title">{t('booking.stepStaff')}</h2>
      <StaffPicker staff={[...booker.performers]} value={flow.state.staff} onValueChange={flow.chooseStaff} />
    </FlowSection>
  );
}
