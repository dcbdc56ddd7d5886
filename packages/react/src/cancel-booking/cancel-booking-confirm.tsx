import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { usePortalContainer } from '../portal-container/portal-container-context';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { PartElement } from '../utils/part-element';
import { cancelBookingPartAttrs as attrs } from './cancel-booking.anatomy';
import { useCancelBookingContext } from './cancel-booking-context';

/** Props of {@link CancelBookingConfirm}. */
export interface CancelBookingConfirmProps {
  /** The overlay and the content. @default both, with the default title, description and buttons */
  children?: ReactNode;
}

/**
 * The confirmation that a valid submit opens: a Radix modal dialog, portalled into the widget's
 * root (see `PortalContainerProvider`). Nothing is cancelled until its 'Cancel booking' is pressed;
 * renders nothing with `confirm={false}`.
 * @example
 * <CancelBooking.Confirm>
 *   <CancelBooking.ConfirmOverlay />
 *   <CancelBooking.ConfirmContent>
 *     <CancelBooking.ConfirmTitle /><CancelBooking.ConfirmDescription />
 *     <CancelBooking.ConfirmKeep /><CancelBooking.ConfirmAction />
 *   </CancelBooking.ConfirmContent>
 * </CancelBooking.Confirm>
 */
export function CancelBookingConfirm({ children }: CancelBookingConfirmProps) {
  const api = useCancelBookingContext();
  const container = usePortalContainer();
  if (!api.needsConfirmation) return null;
  return (
    <Dialog.Root {...api.confirmRootProps}>
      <Dialog.Portal container={container ?? undefined}>
        {children ?? (
          <>
            <CancelBookingConfirmOverlay />
            <CancelBookingConfirmContent />
          </>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of {@link CancelBookingConfirmOverlay}. */
export interface CancelBookingConfirmOverlayProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The backdrop behind the confirmation.
 * @selector [data-scope="cancel-booking"][data-part="confirm-overlay"][data-state="open|closed"]
 */
export function CancelBookingConfirmOverlay(props: CancelBookingConfirmOverlayProps) {
  return <Dialog.Overlay {...mergePartProps(attrs('confirm-overlay'), props)} />;
}

/** Props of {@link CancelBookingConfirmContent}. */
export interface CancelBookingConfirmContentProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The alert dialog, named by its title and described by its description; focus starts on 'Keep
 * booking', Tab stays inside (also in a shadow root), Escape keeps the booking and focus returns
 * to the submit button. Without children: title, description, 'Keep booking', 'Cancel booking'.
 * @selector [data-scope="cancel-booking"][data-part="confirm"][data-state="open|closed"]
 */
export function CancelBookingConfirmContent({ children, ...props }: CancelBookingConfirmContentProps) {
  const api = useCancelBookingContext();
  return (
    <Dialog.Content {...mergePartProps({ ...api.confirmContentProps, ...attrs('confirm') }, props)}>
      {children ?? (
        <>
          <CancelBookingConfirmTitle />
          <CancelBookingConfirmDescription />
          <CancelBookingConfirmKeep />
          <CancelBookingConfirmAction />
        </>
      )}
    </Dialog.Content>
  );
}

/** Props of {@link CancelBookingConfirmTitle}. */
export interface CancelBookingConfirmTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * 'Cancel this appointment?', which names the dialog.
 * @selector [data-scope="cancel-booking"][data-part="confirm-title"]
 */
export function CancelBookingConfirmTitle(props: CancelBookingConfirmTitleProps) {
  const api = useCancelBookingContext();
  return (
    <Dialog.Title asChild>
      <HeadingPart own={attrs('confirm-title')} content={api.confirmTitle} {...props} />
    </Dialog.Title>
  );
}

/** Props of {@link CancelBookingConfirmDescription}. */
export interface CancelBookingConfirmDescriptionProps extends AsChildProps, ComponentPropsWithRef<'p'> {}

/**
 * What will be cancelled, named: 'Haircut on Monday, March 9, … will be cancelled. This cannot be
 * undone.'; it describes the dialog.
 * @selector [data-scope="cancel-booking"][data-part="confirm-description"]
 */
export function CancelBookingConfirmDescription({ asChild, ...props }: CancelBookingConfirmDescriptionProps) {
  const api = useCancelBookingContext();
  return (
    <Dialog.Description asChild>
      <PartElement
        as="p"
        asChild={asChild}
        content={api.confirmDescription}
        {...mergePartProps(attrs('confirm-description'), props)}
      />
    </Dialog.Description>
  );
}

/** Props of {@link CancelBookingConfirmKeep}. */
export interface CancelBookingConfirmKeepProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Keep booking': closes the dialog and cancels nothing; focused first, as the safe choice.
 * @selector [data-scope="cancel-booking"][data-part="confirm-keep"]
 */
export function CancelBookingConfirmKeep(props: CancelBookingConfirmKeepProps) {
  const api = useCancelBookingContext();
  return (
    <Dialog.Close asChild>
      <ActionPart own={{ ...api.confirmKeepProps, ...attrs('confirm-keep') }} content={api.confirmKeepLabel} {...props} />
    </Dialog.Close>
  );
}

/** Props of {@link CancelBookingConfirmAction}. */
export interface CancelBookingConfirmActionProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Cancel booking': closes the dialog and cancels; the form then shows 'Cancelling…' and, on a
 * failure, its alert.
 * @selector [data-scope="cancel-booking"][data-part="confirm-action"]
 */
export function CancelBookingConfirmAction(props: CancelBookingConfirmActionProps) {
  const api = useCancelBookingContext();
  return (
    <ActionPart own={{ ...api.confirmActionProps, ...attrs('confirm-action') }} content={api.confirmActionLabel} {...props} />
  );
}
