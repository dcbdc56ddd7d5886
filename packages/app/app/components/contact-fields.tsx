import { useLocale } from '@booking-kit/react';
import { TextField } from '@booking-kit/ui';
import type { SubmittedContact } from '../routes/appointment';

/** The contact fields in form order, with what browsers need to fill them in. */
const CONTACT_FIELDS = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The details form's contact fields, with their errors in the visitor's language. */
export function ContactFields({ errors, values }: { errors: Record<string, string>; values: SubmittedContact | undefined }) {
  const { t } = useLocale();
  return (
    <div className="contact-fields">
      {CONTACT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          type={field.type}
          label={t(`details.${field.name}`)}
          autoComplete={field.autoComplete}
          required
          defaultValue={values?.[field.name]}
          errorMessage={errors[field.name] ? t(errors[field.name] as string) : undefined}
        />
      ))}
    </div>
  );
}
