import { telHref } from '@booking-kit/core';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { THEME } from './email-theme';

/** Props of {@link ContactLine}: the translated sentence split around the phone number. */
export interface ContactLineProps {
  before: string;
  /** The office phone as the business writes it. */
  phone: string;
  after: string;
}

/** 'Questions? Call Studio Zen at +31 20 123 4567.', the number a `tel:` link. */
export function ContactLine({ before, phone, after }: ContactLineProps) {
  return (
    <Text {...THEME.text}>
      {before}
      <Link href={telHref(phone)} {...THEME.link}>
        {phone}
      </Link>
      {after}
    </Text>
  );
}
