import type { ComponentPropsWithRef, HTMLAttributes } from 'react';
import { mergeProps, VisuallyHidden } from 'react-aria';
import { isDisabledPart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { formRendererAnatomy, formRendererPartAttrs } from './form-renderer.anatomy';
import { FormRendererChoice } from './form-renderer-choice';
import { useFormRendererContext, useFormRendererField, useFormRendererTextField } from './form-renderer-context';
import { isChoiceField } from './form-renderer-hints';

/** Props of {@link FormRendererLabel}. */
export interface FormRendererLabelProps extends ComponentPropsWithRef<'label'> {
  /** Props of the `*` shown beside a required field's label (hidden from screen readers, which hear "required"). */
  requiredMarkProps?: HTMLAttributes<HTMLSpanElement>;
}

/**
 * The question's label: a `<label>` for inputs, the `<legend>` of a choice field's fieldset.
 * Required fields get a `*` that screen readers skip (they hear the field's own "required"). A
 * text-like field's label names its input through react-aria's `useTextField`.
 * @selector [data-scope="form-renderer"][data-part="label"][data-invalid][data-required]
 */
export function FormRendererLabel({ requiredMarkProps, children, ...props }: FormRendererLabelProps) {
  const api = useFormRendererContext();
  const field = useFormRendererField();
  const textField = useFormRendererTextField();
  const requiredText = api.getRequiredText(field);
  const content = (
    <>
      {children ?? field.label}
      {field.required ? (
        <span {...requiredMarkProps} aria-hidden="true" {...formRendererAnatomy.partAttr('required-mark')}>
          *
        </span>
      ) : null}
      {/* Read by screen readers, not shown: the '(required)' that the visible mark stands for. */}
      {requiredText ? <VisuallyHidden elementType="span"> {requiredText}</VisuallyHidden> : null}
    </>
  );
  const own = textField?.labelProps ?? api.getLabelProps(field);
  const merged = mergePartProps({ ...own, ...formRendererPartAttrs('label') }, props);
  if (isChoiceField(field)) return <legend {...(merged as HTMLAttributes<HTMLLegendElement>)}>{content}</legend>;
  return (
    <label {...merged} htmlFor={merged.htmlFor}>
      {content}
    </label>
  );
}

/** Props of {@link FormRendererInput}: an `<input>`'s (a `<textarea>`'s for long text, a `<div>`'s for choices). */
export type FormRendererInputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'type' | 'checked' | 'defaultValue'>;

/**
 * Where the visitor answers: an input of the field's type, a textarea for long text (both on
 * react-aria's `useTextField`), a checkbox for consent, or the options of a choice field (each a
 * `FormRenderer.Choice`). Refs are merged with the part's own, never replaced. It carries its
 * interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`).
 * @selector [data-scope="form-renderer"][data-part="input"][data-kind][data-invalid][data-required][data-focus-visible]
 */
export function FormRendererInput(props: FormRendererInputProps) {
  const api = useFormRendererContext();
  const field = useFormRendererField();
  const textField = useFormRendererTextField();
  const own = textField?.inputProps ?? api.getInputProps(field);
  const merged = mergePartProps({ ...own, ...formRendererPartAttrs('input'), 'data-kind': field.kind }, props);
  // Called before the choices' early return: hooks run on every render. A text field shows its
  // focus however it was reached and takes no press (react-aria's press responder would stop the
  // mouse selecting its text); the consent checkbox is pressed, its click left to the browser.
  const isText = field.kind !== 'consent';
  const interaction = useInteractionAttrs({
    isDisabled: isDisabledPart(merged),
    ...(isText && { isTextInput: true, isPressed: false }),
  });
  if (isChoiceField(field))
    return (
      <div {...mergePartProps(formRendererPartAttrs('choices'), props as HTMLAttributes<HTMLDivElement>)}>
        {field.options.map((option) => (
          <FormRendererChoice key={option.value} option={option} />
        ))}
      </div>
    );
  const control = { ...(mergeProps(merged, interaction.props) as typeof merged), ...interaction.attrs };
  if (field.kind === 'longText') return <textarea {...(control as ComponentPropsWithRef<'textarea'>)} />;
  return <input {...control} />;
}

/** Props of {@link FormRendererHelp}. */
export type FormRendererHelpProps = ComponentPropsWithRef<'p'>;

/**
 * The author's hint and the allowed range ('Enter a number from 0 to 130.'), linked to the
 * input; rendered only when there is one.
 * @selector [data-scope="form-renderer"][data-part="help"][data-invalid][data-required]
 */
export function FormRendererHelp(props: FormRendererHelpProps) {
  const api = useFormRendererContext();
  const field = useFormRendererField();
  const own = useFormRendererTextField()?.descriptionProps ?? api.getHelpProps(field);
  const text = api.getHelpText(field);
  if (text === null) return null;
  return <p {...mergePartProps({ ...own, ...formRendererPartAttrs('help') }, props)}>{text}</p>;
}

/** Props of {@link FormRendererError}. */
export type FormRendererErrorProps = ComponentPropsWithRef<'p'>;

/**
 * The field's error ('This field is required', 'At least one option must be chosen'), linked to
 * the input; rendered only once the field was left or the visitor tried to go on.
 * @selector [data-scope="form-renderer"][data-part="error"][data-invalid]
 */
export function FormRendererError(props: FormRendererErrorProps) {
  const api = useFormRendererContext();
  const field = useFormRendererField();
  const own = useFormRendererTextField()?.errorMessageProps ?? api.getErrorProps(field);
  const text = api.getErrorText(field);
  if (text === null) return null;
  return <p {...mergePartProps({ ...own, ...formRendererPartAttrs('error') }, props)}>{text}</p>;
}
