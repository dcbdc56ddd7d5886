/** The cart parts as a namespace: `<Cart.Root>`, `<Cart.Item>`, ... */
export { CartEmpty as Empty, CartError as Error, CartProceed as Proceed, CartTotal as Total } from './cart-footer';
export { CartCount as Count, CartTitle as Title } from './cart-header';
export { CartItem as Item, CartList as List } from './cart-item';
export {
  CartItemAttendees as ItemAttendees,
  CartItemDuration as ItemDuration,
  CartItemError as ItemError,
  CartItemName as ItemName,
  CartItemPrice as ItemPrice,
  CartItemSeats as ItemSeats,
  CartItemStaff as ItemStaff,
  CartItemTime as ItemTime,
  CartRemove as Remove,
} from './cart-item-parts';
export { CartRoot as Root } from './cart-root';
export {
  CartSheet as Sheet,
  CartSheetClose as SheetClose,
  CartSheetContent as SheetContent,
  CartSheetOverlay as SheetOverlay,
  CartSheetPortal as SheetPortal,
  CartSheetTitle as SheetTitle,
  CartSheetTrigger as SheetTrigger,
} from './cart-sheet';
