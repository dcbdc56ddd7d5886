/**
 * The script tag's entry: `<script src=".../booking-kit.js" defer></script>` defines
 * `<booking-kit-widget>`, wires `data-booking-kit-popup` triggers and sets `window.BookingKit`.
 */
import { defineBookingKitWidget } from './define';

defineBookingKitWidget();
