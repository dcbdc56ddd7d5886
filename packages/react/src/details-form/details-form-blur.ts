import type { FocusEvent } from 'react';

/**
 * Whether focus leaves a field because the pointer is pressing its form's own submit button. Such
 * a blur does not check the field: the submit checks every field at once. Checking it on blur
 * would show its message and push the button down between the press and the release, and the
 * click would be lost (the press lands on the button, the release below it). Tabbing to the
 * button still checks the field, as leaving any field does.
 * @internal
 */
export function blursToSubmit(event: FocusEvent<Element>): boolean {
  const next = event.relatedTarget;
  const form = (event.currentTarget as HTMLInputElement).form ?? event.currentTarget.closest('form');
  return (
    next instanceof HTMLButtonElement && next.type === 'submit' && form !== null && next.form === form && next.matches(':active')
  );
}
