/** Option lists (`{ value, label }` pairs kept `as const`) and the value tuples `z.enum` takes. */

/** The values of a non-empty option list, in order, typed as the non-empty tuple `z.enum` needs. */
export function optionValues<const V extends string>(
  options: readonly [{ readonly value: V }, ...{ readonly value: V }[]],
): readonly [V, ...V[]] {
  const [first, ...rest] = options;
  return [first.value, ...rest.map((o) => o.value)];
}
