import { isDisabledPart, joinIds, mergePartProps, useInteractionAttrs } from '@booking-kit/react';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../lib/cx';
import { textFieldAnatomy } from './text-field.anatomy';

/** Props of {@link TextField}: a label and messages around a native `<input>`. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** The visible label; it names the input. */
  label: ReactNode;
  /** A hint below the label, read after the label by screen readers. */
  description?: ReactNode;
  /** The validation message (e.g. `t('validation.required')`); when set, the input is marked invalid. */
  errorMessage?: ReactNode;
}

/**
 * A labelled text input whose description and error are wired with `aria-describedby`, and
 * whose error sets `aria-invalid`, so screen readers hear why a field was rejected. The input
 * carries `data-hovered`, `data-focus-visible` (whenever focused) and `data-disabled`.
 * @selector .bk-root .bk-text-field[data-invalid] > [data-scope="text-field"][data-part="label|description|input|error"] [data-part="required-mark"]
 * @example <TextField label={t('details.email')} type="email" required errorMessage={errors.email} />
 */
export function TextField({ label, description, errorMessage, id, className, required, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? textFieldAnatomy.id(inputId, 'description') : undefined;
  const errorId = errorMessage ? textFieldAnatomy.id(inputId, 'error') : undefined;
  const isInvalid = Boolean(errorMessage);
  // A text field: its focus shows however it was reached (root.css draws the ring on
  // `data-focus-visible`), and it takes no press, which would stop the mouse selecting its text.
  const interaction = useInteractionAttrs({ isDisabled: isDisabledPart(props), isTextInput: true, isPressed: false });
  return (
    <div {...textFieldAnatomy.attrs('root')} className={cx('bk-text-field', className)} data-invalid={isInvalid || undefined}>
      <label {...textFieldAnatomy.attrs('label')} htmlFor={inputId}>
        {label}
        {/* The native `required` already tells screen readers; the mark is for sighted visitors. */}
        {required && (
          <span {...textFieldAnatomy.attrs('required-mark')} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {description && (
        <p {...textFieldAnatomy.attrs('description')} id={descriptionId}>
          {description}
        </p>
      )}
      <input
        {...mergePartProps(interaction.props, props)}
        {...interaction.attrs}
        {...textFieldAnatomy.attrs('input')}
        id={inputId}
        required={required}
        aria-invalid={isInvalid || undefined}
        aria-describedby={joinIds(descriptionId, errorId, props['aria-describedby'])}
      />
      {errorMessage && (
        <p {...textFieldAnatomy.attrs('error')} id={errorId}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
