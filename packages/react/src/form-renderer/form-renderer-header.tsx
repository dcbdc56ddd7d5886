import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { formRendererPartAttrs } from './form-renderer.anatomy';
import { useFormRendererContext } from './form-renderer-context';

/** Props of {@link FormRendererTitle}. */
export interface FormRendererTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The form's or survey's title, an `<h2>` (use `asChild` for another level).
 * @selector [data-scope="form-renderer"][data-part="title"]
 * @example <FormRenderer.Title asChild><h1 /></FormRenderer.Title>
 */
export function FormRendererTitle(props: FormRendererTitleProps) {
  const api = useFormRendererContext();
  return <HeadingPart own={{ ...api.titleProps, ...formRendererPartAttrs('title') }} content={api.title} {...props} />;
}

/** Props of {@link FormRendererDescription}. */
export type FormRendererDescriptionProps = ComponentPropsWithRef<'p'>;

/**
 * The form's or survey's description; rendered only when it has one.
 * @selector [data-scope="form-renderer"][data-part="description"]
 */
export function FormRendererDescription({ children, ...props }: FormRendererDescriptionProps) {
  const api = useFormRendererContext();
  const text = children ?? api.description;
  if (!text) return null;
  return <p {...mergePartProps(formRendererPartAttrs('description'), props)}>{text}</p>;
}

/** Props of {@link FormRendererRequiredHint}. */
export type FormRendererRequiredHintProps = ComponentPropsWithRef<'p'>;

/**
 * 'Fields marked with * are required.', which explains the mark beside required labels;
 * rendered only when some field is required.
 * @selector [data-scope="form-renderer"][data-part="required-hint"]
 */
export function FormRendererRequiredHint({ children, ...props }: FormRendererRequiredHintProps) {
  const api = useFormRendererContext();
  if (api.requiredHint === null) return null;
  return <p {...mergePartProps(formRendererPartAttrs('requiredHint'), props)}>{children ?? api.requiredHint}</p>;
}
