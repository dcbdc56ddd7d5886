/**
 * The cart parts as a namespace (`<Cart.Root>`, `<Cart.Item>`, ...).
 * @example <Cart.Root value={items} onValueChange={setItems} attendees={['me', 'ada']} onProceed={book} />
 */
export * as Cart from './cart';
export { type CartPart, cartAnatomy } from './cart.anatomy';
export type { CartEntry, CartItemState } from './cart.types';
export { useCartContext, useCartItem } from './cart-context';
export {
  CartEmpty,
  type CartEmptyProps,
  CartError,
  type CartErrorProps,
  CartProceed,
  type CartProceedProps,
  CartTotal,
  type CartTotalProps,
} from './cart-footer';
export type { CartFormatters, CartPerson } from './cart-format';
export { CartCount, type CartCountProps, CartTitle, type CartTitleProps } from './cart-header';
export { CartItem, type CartItemProps, CartList, type CartListProps } from './cart-item';
export {
  CartItemAttendees,
  CartItemDuration,
  CartItemError,
  type CartItemErrorProps,
  CartItemName,
  CartItemPrice,
  CartItemSeats,
  CartItemStaff,
  type CartItemTextProps,
  CartItemTime,
  type CartItemTimeProps,
  CartRemove,
  type CartRemoveProps,
} from './cart-item-parts';
export { CartRoot, type CartRootProps } from './cart-root';
export {
  CartSheet,
  CartSheetClose,
  type CartSheetCloseProps,
  CartSheetContent,
  type CartSheetContentProps,
  CartSheetOverlay,
  type CartSheetOverlayProps,
  CartSheetPortal,
  type CartSheetPortalProps,
  type CartSheetProps,
  CartSheetTitle,
  type CartSheetTitleProps,
  CartSheetTrigger,
  type CartSheetTriggerProps,
} from './cart-sheet';
export { type CartApi, type CartOptions, useCart } from './use-cart';
export { type CartState, type CartStateOptions, useCartState } from './use-cart-state';
