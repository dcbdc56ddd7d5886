import { telHref } from '@booking-kit/core';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { THEME } from './email-theme';

/** A character no translation holds: where the phone lands in the translated sentence. */
const PHONE_MARK = '\u0000';

/** Props of {@link ContactLine}. */
export interface ContactLineProps {
  /** The translated sentence, given what to put where the phone goes. */
  sentence: (phoneMark: string) => string;
  /** The office phone as the business writes it. */
  phone: string;
}

/**
 * 'Questions? Call Studio Zen at +31 20 123 4567.', the number a `tel:` link. The sentence is
 * translated whole and split where the number goes, so each language keeps its word order.
 */
export function ContactLine({ sentence, phone }: ContactLineProps) {
  const [before = '', after = ''] = sentence(PHONE_MARK).split(PHONE_MARK);
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
