/** Every ISO 4217 currency the browser knows, with its English name, for the home-currency and rate pickers. */
const FALLBACK = ["AUD", "CAD", "CHF", "CNY", "EUR", "GBP", "INR", "JPY", "MXN", "NZD", "SEK", "USD"];

function codes(): string[] {
  try {
    return Intl.supportedValuesOf("currency");
  } catch {
    return FALLBACK;
  }
}

function nameOf(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

let cached: { code: string; label: string }[] | null = null;

export function currencyOptions(): { code: string; label: string }[] {
  if (!cached) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames(["en"], { type: "currency" });
    } catch {
      names = null;
    }
    cached = codes().map((code) => {
      const name = nameOf(names, code);
      return { code, label: name === code ? code : `${code}: ${name}` };
    });
  }
  return cached;
}
