/**
 * A `Vary` header value naming `name` besides what `vary` already names. Unchanged (but tidied:
 * trimmed, empty entries dropped) when it names `name` already, in any case, or is `*`. CORS
 * varies on `Origin` and compression on `Accept-Encoding`, each keeping what the other added.
 * @example varyAlso('Origin', 'Accept-Encoding') // 'Origin, Accept-Encoding'
 */
export function varyAlso(vary: string | null | undefined, name: string): string {
  const names = (vary ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
  const lowerName = name.toLowerCase();
  if (names.some((each) => each === '*' || each.toLowerCase() === lowerName)) return names.join(', ');
  return [...names, name].join(', ');
}
