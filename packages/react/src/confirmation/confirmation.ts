/** The confirmation parts as a namespace: `<Confirmation.Root>`, `<Confirmation.Title>`, ... */
export {
  ConfirmationContact as Contact,
  ConfirmationDescription as Description,
  ConfirmationDetails as Details,
  ConfirmationTitle as Title,
} from './confirmation-parts';
export { ConfirmationRoot as Root } from './confirmation-root';
