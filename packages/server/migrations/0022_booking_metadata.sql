-- What a host stores with a booking for its own use (the widget's UTM parameters, its own ids):
-- up to 20 string entries, checked by the API (core's bookingMetadataSchema). Empty for the
-- bookings made before, and for holds.
ALTER TABLE bookings ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}'::jsonb;
