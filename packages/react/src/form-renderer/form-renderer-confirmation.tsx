import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { formRendererPartAttrs } from './form-renderer.anatomy';
import { useFormRendererContext } from './form-renderer-context';

/** Props of {@link FormRendererConfirmation}. */
export type FormRendererConfirmationProps = ComponentPropsWithRef<'div'>;

/**
 * The thank-you shown once the answers are sent (by `onSubmit`, or by the app: `isSubmitted`);
 * rendered only then. Holds the confirmation's title and text, or the app's own children.
 * @selector [data-scope="form-renderer"][data-part="confirmation"]
 * @example <FormRenderer.Confirmation><FormRenderer.ConfirmationTitle /><FormRenderer.ConfirmationText /></FormRenderer.Confirmation>
 */
export function FormRendererConfirmation(props: FormRendererConfirmationProps) {
  const api = useFormRendererContext();
  if (api.submitStatus !== 'submitted') return null;
  return <div {...mergePartProps(formRendererPartAttrs('confirmation'), props)} />;
}

/** Props of {@link FormRendererConfirmationTitle}. */
export interface FormRendererConfirmationTitleProps extends AsChildProps, ComponentPropsWithRef<'h3'> {}

/**
 * 'Thank you!', an `<h3>` (use `asChild` for another level) that takes focus when a submit
 * succeeds, so a screen reader announces it in place of the form that went away.
 * @selector [data-scope="form-renderer"][data-part="confirmation-title"]
 */
export function FormRendererConfirmationTitle(props: FormRendererConfirmationTitleProps) {
  const api = useFormRendererContext();
  return (
    <HeadingPart
      level="h3"
      own={{ ...api.confirmationTitleProps, ...formRendererPartAttrs('confirmationTitle') }}
      content={api.confirmationTitle}
      {...props}
    />
  );
}

/** Props of {@link FormRendererConfirmationText}. */
export type FormRendererConfirmationTextProps = ComponentPropsWithRef<'p'>;

/**
 * 'Your answers have been sent.', below the confirmation's title.
 * @selector [data-scope="form-renderer"][data-part="confirmation-text"]
 */
export function FormRendererConfirmationText({ children, ...props }: FormRendererConfirmationTextProps) {
  const api = useFormRendererContext();
  return <p {...mergePartProps(formRendererPartAttrs('confirmationText'), props)}>{children ?? api.confirmationText}</p>;
}
