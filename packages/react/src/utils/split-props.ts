/**
 * Splits a component's props into the options named by `keys` and the rest, as Ark UI's
 * `createSplitProps` does: a root hands its state hook's options on and spreads the rest on its
 * element, without writing every option's name twice. An option left out, or given as
 * `undefined`, stays out of the options (with `exactOptionalPropertyTypes` an optional option may
 * not be `undefined`), so a hook's defaults still apply.
 * @example const [stateOptions, elementProps] = splitProps(props, STATE_OPTIONS);
 */
export function splitProps<P extends object, K extends keyof P>(props: P, keys: readonly K[]): [Pick<P, K>, Omit<P, K>] {
  const picked: Partial<Pick<P, K>> = {};
  const rest: Partial<P> = { ...props };
  for (const key of keys) {
    if (props[key] !== undefined) picked[key] = props[key];
    delete rest[key];
  }
  return [picked as Pick<P, K>, rest as Omit<P, K>];
}

/**
 * The keys of an options type, listed once and checked to be all of them: a key added to the
 * options and not here fails the type check.
 * @example const STATE_OPTIONS = optionKeys<StateOptions>()({ value: true, onValueChange: true });
 */
export const optionKeys =
  <Options>() =>
  (all: Record<keyof Options, true>): (keyof Options)[] =>
    Object.keys(all) as (keyof Options)[];
