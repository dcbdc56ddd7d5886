/**
 * The zones the property tests of the slot engine and the recurring series run in: offsets that
 * move by an hour (north and south of the equator), by half an hour (Lord Howe), none but a
 * half-hour offset (Kolkata), and a 45-minute one (Chatham). One list, so both engines are held to
 * the same hard cases.
 */
export const DST_ZONES = [
  'Europe/Amsterdam',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
] as const;
