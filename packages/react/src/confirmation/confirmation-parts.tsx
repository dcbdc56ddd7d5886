import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import type { AsChildProps } from '../utils/as-child';
import { HeadingPart } from '../utils/heading-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { useConfirmationContext } from './confirmation-context';

/** Props of {@link ConfirmationTitle}. */
export interface ConfirmationTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The outcome as a heading ('Your appointment is scheduled'); focusable by script only, and
 * focused when shown. Use `asChild` for another heading level (an `h1` on its own page).
 * @selector [data-scope="confirmation"][data-part="title"]
 * @example <Confirmation.Title asChild><h1 /></Confirmation.Title>
 */
export function ConfirmationTitle(props: ConfirmationTitleProps) {
  const api = useConfirmationContext();
  return <HeadingPart own={api.titleProps} content={api.title} {...props} />;
}

/** Props of {@link ConfirmationDescription}. */
export type ConfirmationDescriptionProps = ComponentPropsWithRef<'p'>;

/**
 * The request-confirmation message of a requested appointment ('The studio will confirm your
 * request shortly.'); rendered only then.
 * @selector [data-scope="confirmation"][data-part="description"]
 */
export function ConfirmationDescription({ children, ...props }: ConfirmationDescriptionProps) {
  const api = useConfirmationContext();
  if (api.description === null) return null;
  return <p {...mergePartProps(api.descriptionProps, props)}>{children ?? api.description}</p>;
}

/** Props of {@link ConfirmationDetails}. */
export interface ConfirmationDetailsProps extends ComponentPropsWithRef<'dl'> {
  /** Props of each row's `<div>` (gets `data-row="what|when|who|reference|reason"`). */
  rowProps?: ComponentPropsWithRef<'div'>;
}

/**
 * The booking as a description list: What, When (in the visitor's locale and time zone), Who,
 * Booking reference, and the cancellation reason of a cancelled booking.
 * @selector [data-scope="confirmation"][data-part="details"] [data-row="when"]
 */
export function ConfirmationDetails({ rowProps, ...props }: ConfirmationDetailsProps) {
  const api = useConfirmationContext();
  return (
    <dl {...mergePartProps(api.detailsProps, props)}>
      {api.details.map((detail) => (
        <div key={detail.id} {...rowProps} data-row={detail.id}>
          <dt>{detail.label}</dt>
          <dd>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of {@link ConfirmationContact}. */
export interface ConfirmationContactProps extends ComponentPropsWithRef<'p'> {
  /** Props of the phone's `tel:` link. */
  linkProps?: ComponentPropsWithRef<'a'>;
}

/**
 * 'Questions? Call us at +31 20 123 4567', the phone a `tel:` link; rendered only with an office
 * phone. The link carries its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`).
 * @selector [data-scope="confirmation"][data-part="contact"] a[data-focus-visible]
 */
export function ConfirmationContact({ linkProps, ...props }: ConfirmationContactProps) {
  const api = useConfirmationContext();
  // Before the early return: hooks run on every render. The app's click stays on the link, which
  // the browser clicks at once on Enter.
  const interaction = useInteractionAttrs();
  if (api.contact === null) return null;
  return (
    <p {...mergePartProps(api.contactProps, props)}>
      {api.contact.before}
      <a {...mergeProps(linkProps ?? {}, interaction.props)} {...interaction.attrs} href={api.contact.href}>
        {api.contact.phone}
      </a>
      {api.contact.after}
    </p>
  );
}
