/**
 * The guest-list parts as a namespace (`<GuestList.Root>`, `<GuestList.Item>`, ...).
 * @example <GuestList.Root>{(api) => api.state.guests.map((guest, index) => <GuestList.Item key={guest.id} guest={guest} index={index} />)}</GuestList.Root>
 */
export * as GuestList from './guest-list';
export { type GuestListPart, guestListAnatomy } from './guest-list.anatomy';
export {
  GuestListAdd,
  type GuestListAddProps,
  GuestListCount,
  type GuestListCountProps,
  GuestListRemove,
  type GuestListRemoveProps,
  GuestListTitle,
  type GuestListTitleProps,
} from './guest-list-actions';
export { useGuestListContext, useGuestListItem } from './guest-list-context';
export {
  GuestListError,
  type GuestListErrorProps,
  GuestListInput,
  type GuestListInputProps,
  GuestListLabel,
  type GuestListLabelProps,
} from './guest-list-field';
export { GuestListItem, type GuestListItemProps } from './guest-list-item';
export { GuestListRoot, type GuestListRootProps } from './guest-list-root';
export { type GuestField, type GuestListApi, type GuestListOptions, useGuestList } from './use-guest-list';
export { type GuestDraft, type GuestListState, type GuestListStateOptions, useGuestListState } from './use-guest-list-state';
