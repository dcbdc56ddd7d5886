import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
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
 * @selector [data-scope="form-renderer"][data-part="choice"][data-state="checked|unchecked"]
 * @example <FormRenderer.Choice option={{ value: 'firm', label: 'Firm' }} />
 */
export function FormRendererChoice({ option, children, ...props }: FormRendererChoiceProps) {
  const api = useFormRendererContext();
  const field = useFormRendererField();
  const inputProps = api.getOptionProps(field, option);
  const merged = mergePartProps(
    { ...formRendererPartAttrs('choice'), 'data-state': inputProps.checked ? 'checked' : 'unchecked' },
    props,
  );
  return (
    <div {...merged}>
      <input {...inputProps} {...formRendererPartAttrs('choiceInput')} />
      <label htmlFor={api.getOptionLabelProps(field, option).htmlFor} {...formRendererPartAttrs('choiceLabel')}>
        {children ?? option.label}
      </label>
    </div>
  );
}
