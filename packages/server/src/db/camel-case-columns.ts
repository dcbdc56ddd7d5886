// Rows come back under the database's snake_case column names and records use camelCase. Most of
// a row-to-record function only copies columns across under their new names; that copy is written
// once here, its result typed from the column names so a record's type still checks each one.

/** A snake_case name in camelCase, as a type: `price_minor` → `priceMinor`. */
export type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** The columns `Column` of `Row` under their camelCase names. */
export type CamelCaseColumns<Row, Column extends keyof Row & string> = { [C in Column as CamelCase<C>]: Row[C] };

/**
 * The row's `columns` under their camelCase names (`time_zone` → `timeZone`; `slug` stays
 * `slug`), in the order given, and nothing else of the row: a column a record leaves out, or
 * converts, is not named.
 */
export function camelCaseColumns<Row, Column extends keyof Row & string>(
  row: Row,
  columns: readonly Column[],
): CamelCaseColumns<Row, Column> {
  const record: Record<string, unknown> = {};
  for (const column of columns) record[column.replace(/_(.)/g, (_, next: string) => next.toUpperCase())] = row[column];
  return record as CamelCaseColumns<Row, Column>;
}
