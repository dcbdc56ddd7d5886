import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a cart, declared once: each value is the part's `data-part`.
 * @selector [data-scope="cart"][data-part="item"]
 */
export const cartAnatomy = createAnatomy('cart', {
  root: 'root',
  title: 'title',
  count: 'count',
  list: 'list',
  item: 'item',
  itemName: 'item-name',
  itemStaff: 'item-staff',
  itemTime: 'item-time',
  itemDuration: 'item-duration',
  itemSeats: 'item-seats',
  itemAttendees: 'item-attendees',
  itemPrice: 'item-price',
  itemError: 'item-error',
  remove: 'remove',
  total: 'total',
  totalLabel: 'total-label',
  totalAmount: 'total-amount',
  empty: 'empty',
  error: 'error',
  proceed: 'proceed',
  sheetTrigger: 'sheet-trigger',
  sheetTriggerLabel: 'sheet-trigger-label',
  sheetTriggerTotal: 'sheet-trigger-total',
  sheetOverlay: 'sheet-overlay',
  sheet: 'sheet',
  sheetTitle: 'sheet-title',
  sheetClose: 'sheet-close',
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  header: 'header',
  itemMain: 'item-main',
  itemMeta: 'item-meta',
});

/** A cart part name, e.g. `item-price`. */
export type CartPart = AnatomyPart<typeof cartAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const cartPartAttrs = cartAnatomy.attrs;
