-- The guests a visitor brings (1 to 100, emails unique among them, checked by the API). In a
-- service with seats each guest takes a seat of the booking's `seats`.
CREATE TABLE booking_guests (
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  PRIMARY KEY (booking_id, position)
);
