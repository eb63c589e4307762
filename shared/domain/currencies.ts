/**
 * Countries and currencies (docs/decisions/1470-business-profile-and-money-in-its-currency.md): every ISO 3166-1
 * alpha-2 country with the currency people there usually price in, the ISO 4217 codes the product accepts, how many
 * decimals each shows, and the symbols a typed amount may carry. Data only: the rules that use it are in
 * shared/domain/currency-money.ts.
 */

/**
 * Country -> its usual currency (ISO 4217). Bulgaria is on the euro since 2026, Curaçao and Sint Maarten on the
 * Caribbean guilder since 2025; Panama, Timor-Leste and the US territories price in US dollars. Antarctica has none.
 */
const COUNTRY_TABLE =
  "AD:EUR AE:AED AF:AFN AG:XCD AI:XCD AL:ALL AM:AMD AO:AOA AQ: AR:ARS AS:USD AT:EUR AU:AUD AW:AWG AX:EUR AZ:AZN " +
  "BA:BAM BB:BBD BD:BDT BE:EUR BF:XOF BG:EUR BH:BHD BI:BIF BJ:XOF BL:EUR BM:BMD BN:BND BO:BOB BQ:USD BR:BRL BS:BSD " +
  "BT:BTN BV:NOK BW:BWP BY:BYN BZ:BZD CA:CAD CC:AUD CD:CDF CF:XAF CG:XAF CH:CHF CI:XOF CK:NZD CL:CLP CM:XAF CN:CNY " +
  "CO:COP CR:CRC CU:CUP CV:CVE CW:XCG CX:AUD CY:EUR CZ:CZK DE:EUR DJ:DJF DK:DKK DM:XCD DO:DOP DZ:DZD EC:USD EE:EUR " +
  "EG:EGP EH:MAD ER:ERN ES:EUR ET:ETB FI:EUR FJ:FJD FK:FKP FM:USD FO:DKK FR:EUR GA:XAF GB:GBP GD:XCD GE:GEL GF:EUR " +
  "GG:GBP GH:GHS GI:GIP GL:DKK GM:GMD GN:GNF GP:EUR GQ:XAF GR:EUR GS:GBP GT:GTQ GU:USD GW:XOF GY:GYD HK:HKD HM:AUD " +
  "HN:HNL HR:EUR HT:HTG HU:HUF ID:IDR IE:EUR IL:ILS IM:GBP IN:INR IO:USD IQ:IQD IR:IRR IS:ISK IT:EUR JE:GBP JM:JMD " +
  "JO:JOD JP:JPY KE:KES KG:KGS KH:KHR KI:AUD KM:KMF KN:XCD KP:KPW KR:KRW KW:KWD KY:KYD KZ:KZT LA:LAK LB:LBP LC:XCD " +
  "LI:CHF LK:LKR LR:LRD LS:LSL LT:EUR LU:EUR LV:EUR LY:LYD MA:MAD MC:EUR MD:MDL ME:EUR MF:EUR MG:MGA MH:USD MK:MKD " +
  "ML:XOF MM:MMK MN:MNT MO:MOP MP:USD MQ:EUR MR:MRU MS:XCD MT:EUR MU:MUR MV:MVR MW:MWK MX:MXN MY:MYR MZ:MZN NA:NAD " +
  "NC:XPF NE:XOF NF:AUD NG:NGN NI:NIO NL:EUR NO:NOK NP:NPR NR:AUD NU:NZD NZ:NZD OM:OMR PA:USD PE:PEN PF:XPF PG:PGK " +
  "PH:PHP PK:PKR PL:PLN PM:EUR PN:NZD PR:USD PS:ILS PT:EUR PW:USD PY:PYG QA:QAR RE:EUR RO:RON RS:RSD RU:RUB RW:RWF " +
  "SA:SAR SB:SBD SC:SCR SD:SDG SE:SEK SG:SGD SH:SHP SI:EUR SJ:NOK SK:EUR SL:SLE SM:EUR SN:XOF SO:SOS SR:SRD SS:SSP " +
  "ST:STN SV:USD SX:XCG SY:SYP SZ:SZL TC:USD TD:XAF TF:EUR TG:XOF TH:THB TJ:TJS TK:NZD TL:USD TM:TMT TN:TND TO:TOP " +
  "TR:TRY TT:TTD TV:AUD TW:TWD TZ:TZS UA:UAH UG:UGX UM:USD US:USD UY:UYU UZ:UZS VA:EUR VC:XCD VE:VES VG:USD VI:USD " +
  "VN:VND VU:VUV WF:XPF WS:WST YE:YER YT:EUR ZA:ZAR ZM:ZMW ZW:ZWG";

const COUNTRY_CURRENCY: ReadonlyMap<string, string | undefined> = new Map(
  COUNTRY_TABLE.split(" ").map((pair) => {
    const [country, currency] = pair.split(":");
    return [country, currency || undefined] as const;
  }),
);

/** Every ISO 3166-1 alpha-2 code, sorted. */
export const COUNTRY_CODES: readonly string[] = [...COUNTRY_CURRENCY.keys()].sort();

/** Current ISO 4217 codes a person may price in: every country's currency, and the Panamanian balboa. */
export const CURRENCY_CODES: readonly string[] = [
  ...new Set([...COUNTRY_CURRENCY.values()].filter((c): c is string => Boolean(c)).concat("PAB")),
].sort();

const COUNTRY_SET = new Set(COUNTRY_CODES);
const CURRENCY_SET = new Set(CURRENCY_CODES);

export const isCountryCode = (code: string): boolean => COUNTRY_SET.has(code);
export const isCurrencyCode = (code: string): boolean => CURRENCY_SET.has(code);

/** The currency a country usually prices in; undefined for an unknown code or a place without one. */
export function currencyOfCountry(country: string): string | undefined {
  return COUNTRY_CURRENCY.get(country.toUpperCase());
}

/** Currencies with no minor unit, and those with three decimals (ISO 4217). */
const ZERO_DECIMALS = new Set("BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF".split(" "));
const THREE_DECIMALS = new Set("BHD IQD JOD KWD LYD OMR TND".split(" "));

/** How many decimals an amount of `currency` shows. */
export function currencyDecimals(currency: string): 0 | 2 | 3 {
  if (ZERO_DECIMALS.has(currency)) return 0;
  if (THREE_DECIMALS.has(currency)) return 3;
  return 2;
}

/**
 * Symbols a typed amount may carry and the currency each names. A plain "$" (or "¥", "kr") is ambiguous: it names
 * the person's own currency when theirs is one of its kind, else the first listed.
 */
export const CURRENCY_SYMBOLS: readonly { symbol: string; currencies: readonly string[] }[] = [
  { symbol: "US$", currencies: ["USD"] },
  { symbol: "CA$", currencies: ["CAD"] },
  { symbol: "C$", currencies: ["CAD"] },
  { symbol: "AU$", currencies: ["AUD"] },
  { symbol: "A$", currencies: ["AUD"] },
  { symbol: "NZ$", currencies: ["NZD"] },
  { symbol: "HK$", currencies: ["HKD"] },
  { symbol: "S$", currencies: ["SGD"] },
  { symbol: "MX$", currencies: ["MXN"] },
  { symbol: "R$", currencies: ["BRL"] },
  { symbol: "$", currencies: ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN", "ARS", "CLP", "COP", "TWD", "XCD"] },
  { symbol: "£", currencies: ["GBP", "EGP", "GIP", "FKP", "SHP"] },
  { symbol: "€", currencies: ["EUR"] },
  { symbol: "¥", currencies: ["JPY", "CNY"] },
  { symbol: "₹", currencies: ["INR"] },
  { symbol: "₩", currencies: ["KRW"] },
  { symbol: "₦", currencies: ["NGN"] },
  { symbol: "₱", currencies: ["PHP"] },
  { symbol: "₺", currencies: ["TRY"] },
  { symbol: "₪", currencies: ["ILS"] },
  { symbol: "₫", currencies: ["VND"] },
  { symbol: "₴", currencies: ["UAH"] },
  { symbol: "zł", currencies: ["PLN"] },
  { symbol: "kr", currencies: ["SEK", "NOK", "DKK", "ISK"] },
  { symbol: "Kč", currencies: ["CZK"] },
  { symbol: "Fr", currencies: ["CHF"] },
  { symbol: "R", currencies: ["ZAR"] },
];

/**
 * US dollars for one unit of a currency, approximate (mid-market, late 2026, rounded to two significant figures).
 * Used only to choose which of a form's dollar budget bands an amount falls in; never shown, never added to
 * anything (docs/decisions/1470-business-profile-and-money-in-its-currency.md). A currency not listed gets no band.
 */
export const BAND_REFERENCE_USD: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.1,
  GBP: 1.3,
  CAD: 0.72,
  AUD: 0.65,
  NZD: 0.58,
  CHF: 1.2,
  JPY: 0.0067,
  CNY: 0.14,
  HKD: 0.13,
  SGD: 0.77,
  INR: 0.012,
  MXN: 0.054,
  BRL: 0.18,
  ZAR: 0.056,
  SEK: 0.1,
  NOK: 0.095,
  DKK: 0.15,
  PLN: 0.27,
  CZK: 0.046,
  NGN: 0.00068,
  KES: 0.0077,
  PHP: 0.017,
  AED: 0.27,
  ILS: 0.29,
  TRY: 0.024,
  KRW: 0.00072,
};
