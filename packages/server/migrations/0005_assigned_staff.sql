-- Fair assignment: a booking whose staff member the business chose (the visitor asked for any
-- available staff) takes the next number of this sequence. The round robin continues after the
-- staff member of the highest number: a sequence, because creation times can tie.
CREATE SEQUENCE booking_assignments;
ALTER TABLE bookings ADD COLUMN assignment_seq bigint;
CREATE INDEX bookings_assignment_latest ON bookings (service_id, assignment_seq) WHERE assignment_seq IS NOT NULL;
