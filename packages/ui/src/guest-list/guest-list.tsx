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
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';
import { guestListItemVariants } from './guest-list.variants';

/** Props of {@link GuestList}: the headless root's, without custom children. */
export type GuestListProps = Omit<GuestListRootProps, 'children'>;

const FIELDS = ['name', 'email'] as const;

/**
 * The guests a visitor brings: a numbered row of name and email per guest, "Add guest" (up to
 * 100) and a remove button per row, with the spec's messages and a politely announced count.
 * @selector .bk-root [data-slot="guest-list"]
 * @example <GuestList defaultValue={[]} onValueChange={setGuests} showErrors={submitted} />
 */
export function GuestList({ className, ...props }: GuestListProps) {
  return (
    <GuestListRoot {...props} className={cx('bk-guest-list', className)} data-slot="guest-list">
      {(api) => (
        <>
          <GuestListTitle className="bk-guest-list__title" />
          {api.state.guests.length > 0 ? (
            <ol className="bk-guest-list__items">
              {api.state.guests.map((guest, index) => (
                <li key={guest.id}>
                  <GuestListItem
                    guest={guest}
                    index={index}
                    className={guestListItemVariants({ isInvalid: api.getItemProps(guest, index)['data-invalid'] !== undefined })}
                    data-slot="guest-list-item"
                  >
                    {FIELDS.map((field) => (
                      <div key={field} className="bk-text-field bk-guest-list__field">
                        <GuestListLabel field={field} className="bk-text-field__label bk-guest-list__label" />
                        <GuestListInput field={field} className="bk-text-field__input" />
                        <GuestListError field={field} className="bk-text-field__error" />
                      </div>
                    ))}
                    <GuestListRemove className={cx(buttonVariants({ variant: 'ghost', size: 'sm' }), 'bk-guest-list__remove')} />
                  </GuestListItem>
                </li>
              ))}
            </ol>
          ) : null}
          <div className="bk-guest-list__footer">
            <GuestListAdd className={buttonVariants({ variant: 'secondary', size: 'sm' })} />
            <GuestListCount className="bk-guest-list__count" />
          </div>
        </>
      )}
    </GuestListRoot>
  );
}
