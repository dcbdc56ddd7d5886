/**
 * The slot engine's benchmark month: `staffCount` staff over 31 days of March 2026, weekdays
 * 09:00–12:00 and 13:00–17:00 in five zones (DST changes and odd offsets among them), four busy
 * blocks a day each, 30-minute slots every 15 minutes with a 10-minute buffer. The engine
 * (`generateSlotStarts`, `generateSlots` for its objects, or an earlier build's) is passed in, so
 * that the same month can be timed on two builds of core.
 */
const ZONES = ['Europe/Amsterdam', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];
const FROM = Date.UTC(2026, 2, 1);
const TO = Date.UTC(2026, 3, 1);
const WEEKLY_HOURS = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [
    day,
    [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
  ]),
);

/** A function that computes the month for `staffCount` staff with `generateSlots` (any engine that returns a list of slots or starts); returns the number of slots. */
export function slotEngineMonth(generateSlots, staffCount) {
  const staff = Array.from({ length: staffCount }, (_, index) => {
    const busy = [];
    for (let day = 0; day < 31; day++) {
      for (let block = 0; block < 4; block++) {
        const start = FROM + day * 86_400_000 + (8 + block * 2) * 3_600_000 + (index % 4) * 900_000;
        busy.push({ start, end: start + 45 * 60_000 });
      }
    }
    return { timeZone: ZONES[index % ZONES.length], busy };
  });
  return () =>
    staff.reduce(
      (count, member) =>
        count +
        generateSlots({
          timeZone: member.timeZone,
          weeklyHours: WEEKLY_HOURS,
          from: FROM,
          to: TO,
          durationMinutes: 30,
          intervalMinutes: 15,
          bufferAfterMinutes: 10,
          now: FROM,
          busy: member.busy,
        }).length,
      0,
    );
}

/**
 * Months computed before any is timed. The engine is measured as a running server has it, its code
 * optimized: on a 2-core machine of this kind V8 took 50 to 130 months to get there (10-month
 * medians 4–6 ms, then 0.5, then 0.2–0.3), and after the 20 warm-up months this bench once had, a
 * build's p99 was the JIT's tiers, not the engine (1.34 ms against 0.6–0.8 ms once warm).
 */
export const WARM_UP_MONTHS = 200;

/** Times `runs` months (after {@link WARM_UP_MONTHS}): the sorted times in ms and the month's slot count. */
export function timeMonths(month, runs = 200) {
  for (let warm = 0; warm < WARM_UP_MONTHS; warm++) month();
  const times = [];
  let slots = 0;
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint();
    slots = month();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { times: times.sort((a, b) => a - b), slots };
}
