import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { THEME } from './email-theme';

/** Props of {@link ManageButton}. */
export interface ManageButtonProps {
  /** The visitor's link to view, reschedule or cancel the booking. */
  href: string;
  /** The button's text, which says where it goes: 'Manage your booking'. */
  label: string;
  /** What the link lets them do, under the button. */
  hint?: string | undefined;
}

/** The visitor's manage link as a button (a link styled as one: the plain text keeps its full URL). */
export function ManageButton({ href, label, hint }: ManageButtonProps) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button href={href} {...THEME.button}>
        {label}
      </Button>
      {hint && <Text {...THEME.hint}>{hint}</Text>}
    </Section>
  );
}
