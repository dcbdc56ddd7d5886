import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { formRendererPartAttrs } from './form-renderer.anatomy';
import { useFormRendererContext, useFormRendererField } from './form-renderer-context';
import type { FormFieldOption } from './form-renderer-hints';

/** Props of {@link FormRendererChoice}. */
export interface FormRendererChoiceProps extends ComponentPropsWithRef<'div'> {
  /** The option to offer. */
  option: FormFieldOption;
}

/**
 * One option of a choice field: a radio (single choice) or checkbox (multiple choice) and its
 * label. Arrow keys move between radios, Space ticks a checkbox: the browser's own behaviour.
 * The input carries its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`).
 * @selector [data-scope="form-renderer"][data-part="choice"][data-state="checked|unchecked"]
 * @example <FormRenderer.Choice option={{ value: 'firm', label: 'Firm' }} />
 */
export function FormRendererChoice({ option, children, ...props }: FormRendererChoiceProps) {
  const api = useFormRendererContext();
  const field = useFormRendererField();
  const inputProps = api.getOptionProps(field, option);
  // The browser clicks a radio or checkbox itself on Space, so its change stays the element's own.
  const interaction = useInteractionAttrs();
  const merged = mergePartProps(
    { ...formRendererPartAttrs('choice'), 'data-state': inputProps.checked ? 'checked' : 'unchecked' },
    props,
  );
  return (
    <div {...merged}>
      <input {...mergeProps(inputProps, interaction.props)} {...interaction.attrs} {...formRendererPartAttrs('choiceInput')} />
      <label htmlFor={api.getOptionLabelProps(field, option).htmlFor} {...formRendererPartAttrs('choiceLabel')}>
        {children ?? option.label}
      </label>
    </div>
  );
}
