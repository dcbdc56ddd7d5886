import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { formRendererPartAttrs } from './form-renderer.anatomy';
import { useFormRendererContext } from './form-renderer-context';

/** Props of {@link FormRendererProgress}. */
export type FormRendererProgressProps = ComponentPropsWithRef<'p'>;

/**
 * 'Step 2 of 3', a polite live region so the change is announced when the visitor moves on;
 * rendered only for a survey of more than one step.
 * @selector [data-scope="form-renderer"][data-part="progress"]
 */
export function FormRendererProgress(props: FormRendererProgressProps) {
  const api = useFormRendererContext();
  if (api.progressText === null) return null;
  return <p {...mergePartProps({ ...api.progressProps, ...formRendererPartAttrs('progress') }, props)}>{api.progressText}</p>;
}

/** Props of {@link FormRendererStepList}. */
export type FormRendererStepListProps = ComponentPropsWithRef<'ol'>;

/**
 * The survey's step titles as a list; the current one has `aria-current="step"`. Rendered only
 * for a survey of more than one step.
 * @selector [data-scope="form-renderer"][data-part="step"][data-state="complete|current|upcoming"]
 */
export function FormRendererStepList(props: FormRendererStepListProps) {
  const api = useFormRendererContext();
  const { steps } = api.state;
  if (steps.length < 2) return null;
  return (
    <ol {...mergePartProps({ ...api.stepListProps, ...formRendererPartAttrs('stepList') }, props)}>
      {steps.map((step, index) => (
        // Steps are fixed by the definition: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat
        <li key={index} {...api.getStepProps(index)} {...formRendererPartAttrs('step')}>
          {step.title}
        </li>
      ))}
    </ol>
  );
}

/** Props of {@link FormRendererStepTitle}. */
export interface FormRendererStepTitleProps extends AsChildProps, ComponentPropsWithRef<'h3'> {}

/**
 * The current survey step's title, an `<h3>` that takes focus when the visitor moves between
 * steps; rendered only for a survey.
 * @selector [data-scope="form-renderer"][data-part="step-title"]
 */
export function FormRendererStepTitle(props: FormRendererStepTitleProps) {
  const api = useFormRendererContext();
  if (api.stepTitle === null) return null;
  return (
    <HeadingPart
      level="h3"
      own={{ ...api.stepTitleProps, ...formRendererPartAttrs('stepTitle') }}
      content={api.stepTitle}
      {...props}
    />
  );
}
