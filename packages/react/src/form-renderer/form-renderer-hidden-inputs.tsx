import { formRendererPartAttrs } from './form-renderer.anatomy';
import { useFormRendererContext } from './form-renderer-context';

/**
 * For a survey, the hidden inputs a plain form post needs (see `FormRendererApi.hiddenInputs`):
 * the current step's index and the answers of the other steps, so that a browser without scripts
 * goes step by step through a server that reads them back with core's `readPostedAnswers` and
 * `readPostedStep`. Renders nothing for a form.
 * @selector [data-scope="form-renderer"][data-part="hidden-input"]
 * @example <FormRenderer.Root definition={survey} method="post"><FormRenderer.HiddenInputs />…</FormRenderer.Root>
 */
export function FormRendererHiddenInputs() {
  const api = useFormRendererContext();
  return (
    <>
      {api.hiddenInputs.map(({ name, value }) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} {...formRendererPartAttrs('hiddenInput')} />
      ))}
    </>
  );
}
