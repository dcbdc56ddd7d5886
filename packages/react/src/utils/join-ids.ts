/** Space-separated ids for `aria-describedby` / `aria-labelledby`, or `undefined` when none apply. */
export function joinIds(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
