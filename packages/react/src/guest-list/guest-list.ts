/** The guest-list parts as a namespace: `<GuestList.Root>`, `<GuestList.Item>`, ... */
export {
  GuestListAdd as Add,
  GuestListCount as Count,
  GuestListRemove as Remove,
  GuestListTitle as Title,
} from './guest-list-actions';
export { GuestListError as Error, GuestListInput as Input, GuestListLabel as Label } from './guest-list-field';
export { GuestListItem as Item } from './guest-list-item';
export { GuestListRoot as Root } from './guest-list-root';
