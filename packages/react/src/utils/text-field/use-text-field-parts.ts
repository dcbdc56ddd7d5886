import { type FocusEvent, type InputHTMLAttributes, type LabelHTMLAttributes, type RefObject, useRef } from 'react';
import { useTextField } from 'react-aria';
import { joinIds } from '../join-ids';

/** The state attributes every part of a text field carries, for CSS and tests. */
export interface TextFieldStateAttrs {
  /** @selector [data-invalid] — the field's error is shown. */
  'data-invalid'?: '';
  /** @selector [data-required] — the field must be filled in. */
  'data-required'?: '';
}

/** Options of {@link useTextFieldParts}: who owns the value (react-hook-form, a state hook) and what is shown. */
export interface TextFieldPartsOptions {
  /**
   * The input's id. Chosen by the primitive (not generated here) because its behaviour hook links
   * to it and moves focus to it: error-summary links, focus after adding a row or a failed submit.
   */
  id: string;
  /** The other parts' ids, when the primitive has its own; by default derived from `id` ({@link textFieldIds}). */
  ids?: { label?: string; description?: string; error?: string };
  /** The field's value: the primitive's state owns it (react-hook-form's controller, a state hook). */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Whether the field's error is shown: `aria-invalid`, `data-invalid`, and the error joins `aria-describedby`. */
  isInvalid: boolean;
  isRequired: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Busy forms are read-only, not disabled, so the visitor keeps focus. @default false */
  isReadOnly?: boolean;
  /**
   * Say `aria-invalid="false"` while valid instead of leaving it out (react-aria's way): the guest
   * list and the form renderer always have, and apps select and test on it. @default false
   */
  statesValid?: boolean;
  /** Whether a description (hint) element is rendered, so the input is described by it. @default false */
  hasDescription?: boolean;
  /** @default 'input' */
  inputElementType?: 'input' | 'textarea';
  /** The input's `type` (text, email, tel, date, number ...). @default 'text' */
  type?: string;
  name?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/** What {@link useTextFieldParts} returns: one prop bag per part of the field, to spread on its element. */
export interface TextFieldParts {
  /** For the element around the field's parts. */
  fieldProps: TextFieldStateAttrs;
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { id: string; htmlFor: string } & TextFieldStateAttrs;
  /** For the `<input>` or `<textarea>`; its `ref` must reach the element (merge it with others, never replace it). */
  inputProps: InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement> & {
    id: string;
    ref: RefObject<(HTMLInputElement & HTMLTextAreaElement) | null>;
    required: boolean;
  } & TextFieldStateAttrs;
  descriptionProps: { id: string } & TextFieldStateAttrs;
  errorMessageProps: { id: string } & TextFieldStateAttrs;
}

/**
 * The ids of a field's parts: the input's own, and the others derived from it unless given.
 * @example textFieldIds('bk-1-email') // { input: 'bk-1-email', label: 'bk-1-email-label', description: 'bk-1-email-description', error: 'bk-1-email-error' }
 */
export function textFieldIds(id: string, given: TextFieldPartsOptions['ids'] = {}) {
  return {
    input: id,
    label: given.label ?? `${id}-label`,
    description: given.description ?? `${id}-description`,
    error: given.error ?? `${id}-error`,
  };
}

/**
 * One text field's wiring on react-aria's `useTextField`: the label that names the input,
 * `aria-invalid`, `aria-required` (and the native `required`, which the styled layer and browsers'
 * own hints read), read-only and disabled, the value and change handler, and focus handlers; plus
 * `data-invalid` / `data-required` on every part so CSS selects states, not classes. Shared by the
 * details form, the guest list and the form renderer, whose state (react-hook-form, a state hook)
 * still owns the value and the validation.
 *
 * Two things are ours rather than react-aria's, on purpose: the parts' ids derive from the input's
 * id (the behaviour hooks link and move focus to them, and a server render matches), and
 * `aria-describedby` lists the description and the error only while they are rendered, told by the
 * caller. react-aria finds those by `document.getElementById` after a layout effect, which finds
 * nothing inside a shadow root and leaves dangling ids in the server-rendered HTML.
 * @example
 * const field = useTextFieldParts({ id, value, onChange: setValue, isInvalid: error !== null, isRequired: true });
 * return <div {...field.fieldProps}><label {...field.labelProps}>Name</label><input {...field.inputProps} /></div>;
 */
export function useTextFieldParts(options: TextFieldPartsOptions): TextFieldParts {
  const ref = useRef<(HTMLInputElement & HTMLTextAreaElement) | null>(null);
  const ids = textFieldIds(options.id, options.ids);
  const { isInvalid, isRequired } = options;
  const states: TextFieldStateAttrs = {
    ...(isInvalid && { 'data-invalid': '' as const }),
    ...(isRequired && { 'data-required': '' as const }),
  };
  const { inputProps } = useTextField(
    {
      id: ids.input,
      // Labelled by id rather than by `label`, so the label's id is the derived one (see above).
      'aria-labelledby': ids.label,
      inputElementType: options.inputElementType ?? 'input',
      value: options.value,
      onChange: options.onChange,
      isInvalid,
      isRequired,
      isDisabled: options.isDisabled ?? false,
      isReadOnly: options.isReadOnly ?? false,
      validationBehavior: 'aria',
      ...(options.type !== undefined && { type: options.type as 'text' }),
      ...(options.name !== undefined && { name: options.name }),
      ...(options.autoComplete !== undefined && { autoComplete: options.autoComplete }),
      ...(options.inputMode !== undefined && { inputMode: options.inputMode }),
      ...(options.maxLength !== undefined && { maxLength: options.maxLength }),
      ...(options.onFocus !== undefined && { onFocus: options.onFocus }),
      ...(options.onBlur !== undefined && { onBlur: options.onBlur }),
    },
    ref,
  );
  return {
    fieldProps: states,
    labelProps: { id: ids.label, htmlFor: ids.input, ...states },
    inputProps: {
      ...(inputProps as InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>),
      id: ids.input,
      ref,
      required: isRequired,
      ...(options.statesValid && !isInvalid && { 'aria-invalid': false }),
      'aria-describedby': joinIds(options.hasDescription && ids.description, isInvalid && ids.error),
      ...states,
    },
    descriptionProps: { id: ids.description, ...states },
    errorMessageProps: { id: ids.error, ...states },
  };
}
