import { buttonAnatomy } from './button.anatomy';
/**
 * The spinner a busy button shows before its label ('Scheduling…'); hidden from screen readers,
 * which hear `aria-busy` and the label instead.
 * @selector .bk-root [data-scope="button"][data-part="spinner"]
 * @example <DetailsFormSubmit className={buttonVariants()}>{isSubmitting ? <ButtonSpinner /> : null}{label}</DetailsFormSubmit>
 */
export function ButtonSpinner() {
  return <span {...buttonAnatomy.attrs('spinner')} aria-hidden="true" />;
}
