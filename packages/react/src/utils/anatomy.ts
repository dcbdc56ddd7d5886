/*
 * Hand-written rather than `@zag-js/anatomy`: that package is not a dependency of booking-kit,
 * and what we need of it is this one small function. It follows Zag's idea (a scope and its parts
 * declared once; each part's attributes and selector derived from them) with two differences: the
 * parts are a map from a camelCase key to the part's kebab-case name, because the names already
 * appear in apps' CSS and tests, and the anatomy also derives a part's element id.
 */

/** The members every anatomy has besides its parts; no part key may use one of these names. */
type AnatomyMember = 'scope' | 'parts' | 'attrs' | 'partAttr' | 'selector' | 'id';

/** A scope's parts: a camelCase key for code (`dayList`) to the part's name in the DOM (`day-list`). */
export type AnatomyParts = Readonly<Record<string, string>>;

/**
 * The attributes that name a part for CSS and tests, e.g.
 * `{ 'data-scope': 'slot-picker', 'data-part': 'day-list' }`.
 */
export type PartAttrs<Scope extends string = string, Part extends string = string> = {
  readonly 'data-scope': Scope;
  readonly 'data-part': Part;
};

/** The CSS selector of a part, e.g. `[data-scope="slot-picker"][data-part="day-list"]`. */
export type PartSelector<
  Scope extends string = string,
  Part extends string = string,
> = `[data-scope="${Scope}"][data-part="${Part}"]`;

/** What an anatomy derives from its scope and parts (see {@link createAnatomy}). */
export interface AnatomyApi<Scope extends string, Parts extends AnatomyParts> {
  /** The scope, the `data-scope` of every part, e.g. `slot-picker`. */
  readonly scope: Scope;
  /** The parts as declared: key to part name. */
  readonly parts: Parts;
  /**
   * The `data-scope` / `data-part` attributes of a part, to spread on its element.
   * @example <div {...slotPickerAnatomy.attrs('day-list')} />
   */
  attrs<Part extends Parts[keyof Parts]>(part: Part): PartAttrs<Scope, Part>;
  /**
   * The `data-part` attribute alone, for an element nested in a part that is selected under its
   * scoped parent (`[data-scope="form-renderer"][data-part="error-summary"] [data-part="error-summary-title"]`).
   */
  partAttr<Part extends Parts[keyof Parts]>(part: Part): { readonly 'data-part': Part };
  /**
   * The CSS selector of a part, for `querySelector`, `closest` and `matches`.
   * @example root.querySelector(slotPickerAnatomy.selector('slot'))
   */
  selector<Part extends Parts[keyof Parts]>(part: Part): PartSelector<Scope, Part>;
  /**
   * The id of a part within one instance of the component: `${baseId}-${part}`.
   * @example slotPickerAnatomy.id(useId(), 'month-title')
   */
  id(baseId: string, part: Parts[keyof Parts]): string;
}

/**
 * A component's anatomy: its parts by key (`slotPickerAnatomy.dayList === 'day-list'`, as the
 * anatomies were plain objects before the factory) plus {@link AnatomyApi}.
 */
export type Anatomy<Scope extends string = string, Parts extends AnatomyParts = AnatomyParts> = Parts & AnatomyApi<Scope, Parts>;

/** What the anatomy types below need of an anatomy: its scope and parts (any anatomy has them). */
interface AnatomyShape {
  readonly scope: string;
  readonly parts: AnatomyParts;
}

/** The part names of an anatomy, e.g. `AnatomyPart<typeof slotPickerAnatomy>` is `'root' | 'header' | …`. */
export type AnatomyPart<A extends AnatomyShape> = A['parts'][keyof A['parts']];

/**
 * The attributes of one part of an anatomy, for the types of prop bags,
 * e.g. `AnatomyPartAttrs<typeof errorStateAnatomy, 'root'>`.
 */
export type AnatomyPartAttrs<A extends AnatomyShape, Part extends AnatomyPart<A>> = PartAttrs<A['scope'], Part>;

const MEMBERS: ReadonlySet<string> = new Set<AnatomyMember>(['scope', 'parts', 'attrs', 'partAttr', 'selector', 'id']);

/**
 * Declares a component's parts once and derives, for each part, its attributes, its CSS selector
 * and its element id within an instance. The parts are typed: a misspelt part is a type error.
 * @example
 * export const slotPickerAnatomy = createAnatomy('slot-picker', { root: 'root', dayList: 'day-list' });
 * slotPickerAnatomy.attrs('day-list'); // { 'data-scope': 'slot-picker', 'data-part': 'day-list' }
 * slotPickerAnatomy.selector('day-list'); // '[data-scope="slot-picker"][data-part="day-list"]'
 * slotPickerAnatomy.id(baseId, 'day-list'); // `${baseId}-day-list`
 */
export function createAnatomy<const Scope extends string, const Parts extends AnatomyParts>(
  scope: Scope,
  parts: Parts & { readonly [Key in AnatomyMember]?: never },
): Anatomy<Scope, Parts> {
  for (const key of Object.keys(parts)) {
    if (MEMBERS.has(key)) throw new Error(`createAnatomy('${scope}'): the part key '${key}' is one of the anatomy's own members`);
  }
  const api: AnatomyApi<Scope, Parts> = {
    scope,
    parts,
    attrs: (part) => ({ 'data-scope': scope, 'data-part': part }),
    partAttr: (part) => ({ 'data-part': part }),
    selector: <Part extends string>(part: Part) => `[data-scope="${scope}"][data-part="${part}"]` as PartSelector<Scope, Part>,
    id: (baseId, part) => `${baseId}-${part}`,
  };
  // The derived members are not enumerable: `Object.values(slotPickerAnatomy)` and `{ ...slotPickerAnatomy }`
  // still give only the parts, as they did when an anatomy was a plain object.
  const members = Object.fromEntries(Object.entries(api).map(([key, value]) => [key, { value, enumerable: false }]));
  const anatomy: object = Object.defineProperties({ ...parts }, members);
  return Object.freeze(anatomy) as Anatomy<Scope, Parts>;
}
