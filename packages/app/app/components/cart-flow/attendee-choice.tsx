import { useLocale } from '@booking-kit/react';
import { useId } from 'react';

/** Someone the visitor books for: themselves (`me`) or one of their guests. */
export interface Attendee {
  id: string;
  name: string;
}

/** Props of {@link AttendeeChoice}. */
export interface AttendeeChoiceProps {
  people: readonly Attendee[];
  /** Ids of the people this service is for. */
  value: readonly string[];
  onValueChange(value: string[]): void;
}

/**
 * Who a service in the cart is for, when the visitor books for guests too: a box per person.
 * Native checkboxes in a fieldset: the browser gives them their keyboard, focus and names, and
 * no library part chooses people (the cart's rules then check a service for everyone).
 */
export function AttendeeChoice({ people, value, onValueChange }: AttendeeChoiceProps) {
  const { t } = useLocale();
  const id = useId();
  return (
    <fieldset className="attendee-choice">
      <legend className="attendee-choice__legend">{t('cart.forWhom')}</legend>
      {people.map((person) => (
        <label key={person.id} className="attendee-choice__option" htmlFor={`${id}-${person.id}`}>
          <input
            id={`${id}-${person.id}`}
            type="checkbox"
            checked={value.includes(person.id)}
            onChange={(event) =>
              onValueChange(
                event.target.checked
                  ? people.filter((other) => other.id === person.id || value.includes(other.id)).map((other) => other.id)
                  : value.filter((other) => other !== person.id),
              )
            }
          />
          {person.name}
        </label>
      ))}
    </fieldset>
  );
}
