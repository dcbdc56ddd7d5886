/**
 * The confirmation parts as a namespace (`<Confirmation.Root>`, `<Confirmation.Title>`, ...).
 * @example <Confirmation.Root booking={booking} officePhone={phone}><Confirmation.Title /><Confirmation.Details /></Confirmation.Root>
 */
export * as Confirmation from './confirmation';
export { type ConfirmationPart, confirmationAnatomy } from './confirmation.anatomy';
export type { ConfirmationBooking, ConfirmationDetail, ConfirmationStatus } from './confirmation.types';
export { useConfirmationContext } from './confirmation-context';
export {
  ConfirmationContact,
  type ConfirmationContactProps,
  ConfirmationDescription,
  type ConfirmationDescriptionProps,
  ConfirmationDetails,
  type ConfirmationDetailsProps,
  ConfirmationTitle,
  type ConfirmationTitleProps,
} from './confirmation-parts';
export { ConfirmationRoot, type ConfirmationRootProps } from './confirmation-root';
export { type ConfirmationApi, type ConfirmationOptions, useConfirmation } from './use-confirmation';
