-- How many hours before an appointment its visitor and guests are reminded by email (the business
-- document's `reminderHoursBefore`); 0: no reminder. A reminder is an outbox row due at that time,
-- written with the booking (see the notifier): a move replaces it, a cancellation deletes it.
ALTER TABLE services
  ADD COLUMN reminder_hours integer NOT NULL DEFAULT 24 CHECK (reminder_hours BETWEEN 0 AND 720);

-- Finding a booking's pending reminders (to move or drop them) reads the outbox by booking.
CREATE INDEX outbox_messages_booking ON outbox_messages (booking_id) WHERE status = 'pending';
