import type { Booking, CartItem } from '@booking-kit/core';
import type { Database } from '../db/database';
import { findBookableServiceWithStaff } from './bookable-service';
import { newManageToken } from './booking-secrets';
import { answerWithGroup, bookingWriter, cartItemSeats } from './booking-writer';
import type { CreateBookingInput, CreateBookingOptions } from './create-booking-input';
import { aboutItem, placeTogether } from './place-together';
import { checkSeatLimit, type Placement } from './placement';

/** A cart request: the visitor's details and the items to book together. */
export type CartBookingInput = CreateBookingInput & { items: CartItem[] };

/**
 * Books the items of a cart (several services, each with its staff member or `any`, at its
 * start) in one transaction: all of them, or none. The visitor's contact and guests go with
 * every item; in a service with seats, an item's `seats` says how many of the party it is for
 * (without it, the visitor and every guest take one, see `cartItemSeats`). Items may be at the
 * same time with different staff (a treatment each for the visitor and a guest); an item whose
 * time another item took goes to the next free staff member, or fails the cart.
 * @returns the first item's booking, with the others in `group`, sharing one manage token
 * @throws {DomainError} like `createBooking`, with `params.item` naming the item (0 = the first)
 */
export async function createCartBooking(db: Database, input: CartBookingInput, options: CreateBookingOptions): Promise<Booking> {
  const { now } = options;
  const manageToken = newManageToken();
  const placements: Placement<Booking>[] = [];
  for (const [item, cartItem] of input.items.entries()) {
    try {
      const { service } = await findBookableServiceWithStaff(
        db,
        cartItem.service,
        cartItem.durationMinutes,
        options.locale ?? input.locale,
        options.catalog,
      );
      const seats = cartItemSeats(service, input.guests, cartItem.seats);
      checkSeatLimit(service, seats);
      const staff = cartItem.staff ?? 'any';
      placements.push({
        service,
        staff,
        start: Date.parse(cartItem.start),
        seats,
        now,
        write: bookingWriter({ input: { ...input, staff }, service, seats, manageToken, now }),
      });
    } catch (error) {
      throw aboutItem(error, item);
    }
  }
  const booked = await placeTogether(db, placements, undefined, async (tx, bookings) => {
    await options.onCreated?.(tx, answerWithGroup(bookings));
  });
  return answerWithGroup(booked);
}
