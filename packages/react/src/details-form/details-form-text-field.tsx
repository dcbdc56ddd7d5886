import type { DetailsFieldName } from '@booking-kit/core';
import type { ReactNode } from 'react';
import { mergeProps } from 'react-aria';
import { useController } from 'react-hook-form';
import { useTextFieldParts } from '../utils/text-field/use-text-field-parts';
import { blursToSubmit } from './details-form-blur';
import { DetailsFormTextFieldProvider, useDetailsFormContext } from './details-form-context';

/**
 * @internal A text field of the details form (an input or the textarea) on react-aria's
 * `useTextField`, through the shared text-field block; react-hook-form's controller owns the
 * value and runs the resolver on blur and change, and its ref is how `setFocus` finds the input
 * after a failed submit. Provides the parts' prop bags to the Label, Input, Description and Error.
 */
export function DetailsFormTextField({
  name,
  hasDescription,
  children,
}: {
  name: DetailsFieldName;
  hasDescription: boolean;
  children: ReactNode;
}) {
  const api = useDetailsFormContext();
  const { field: controller } = useController({ name, control: api.state.form.control });
  const { min, max, onFocus, onBlur, ...options } = api.getTextFieldOptions(name, hasDescription);
  const parts = useTextFieldParts({
    ...options,
    value: typeof controller.value === 'string' ? controller.value : '',
    onChange: controller.onChange,
    onFocus,
    onBlur: (event) => {
      onBlur();
      if (!blursToSubmit(event)) controller.onBlur();
    },
  });
  const inputProps = mergeProps(parts.inputProps, {
    ref: controller.ref,
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
  }) as typeof parts.inputProps;
  return <DetailsFormTextFieldProvider value={{ ...parts, inputProps }}>{children}</DetailsFormTextFieldProvider>;
}
