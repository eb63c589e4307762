/** Option lists of the forms (value sent, label shown) live in shared/contracts beside their schemas; one helper reads them. */

export type Option = { value: string; label: string };

/** The label of an option value, for screens, history lists and prompts; an unknown value is shown as is. */
export function labelFor(list: readonly Option[], value: string): string {
  return list.find((o) => o.value === value)?.label ?? value;
}
