import {
  GuestListAdd,
  GuestListCount,
  GuestListError,
  GuestListInput,
  GuestListItem,
  GuestListLabel,
  GuestListRemove,
  GuestListRoot,
  type GuestListRootProps,
  GuestListTitle,
  guestListAnatomy,
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';

/** Props of {@link GuestList}: the headless root's, without custom children. */
export type GuestListProps = Omit<GuestListRootProps, 'children'>;

const FIELDS = ['name', 'email'] as const;

/**
 * The guests a visitor brings: a numbered row of name and email per guest, "Add guest" (up to
 * 100) and a remove button per row, with the spec's messages and a politely announced count.
 * @selector .bk-root .bk-guest-list [data-scope="guest-list"][data-part="item"][data-invalid]
 * @example <GuestList defaultValue={[]} onValueChange={setGuests} showErrors={submitted} />
 */
export function GuestList({ className, ...props }: GuestListProps) {
  return (
    <GuestListRoot {...props} className={cx('bk-guest-list', className)}>
      {(api) => (
        <>
          <GuestListTitle />
          {api.state.guests.length > 0 ? (
            <ol {...guestListAnatomy.attrs('items')}>
              {api.state.guests.map((guest, index) => (
                <li key={guest.id}>
                  <GuestListItem guest={guest} index={index}>
                    {FIELDS.map((field) => (
                      // The field look's column (text-field.css) around the headless label, input and error.
                      <div key={field} className="bk-text-field" {...guestListAnatomy.attrs('field')} data-field={field}>
                        <GuestListLabel field={field} />
                        <GuestListInput field={field} />
                        <GuestListError field={field} />
                      </div>
                    ))}
                    <GuestListRemove className={buttonVariants({ variant: 'ghost', size: 'sm' })} />
                  </GuestListItem>
                </li>
              ))}
            </ol>
          ) : null}
          <div {...guestListAnatomy.attrs('footer')}>
            <GuestListAdd className={buttonVariants({ variant: 'secondary', size: 'sm' })} />
            <GuestListCount />
          </div>
        </>
      )}
    </GuestListRoot>
  );
}
