/**
 * The per-order totals of the lines that `orders` keeps (goods, known_cost, units, unvalued_lines), so readers
 * grouping by order scan orders only (docs/decisions/1014-order-line-totals.md). Every writer of lines keeps them:
 * the import's insert, a typed-in sale, valuation, and migration 0016 for the orders already there.
 */

/**
 * The totals of the lines aliased `l`, grouped by the caller: Σ quantity × unit price, Σ quantity × unit cost over
 * the lines with a cost (0 without one), Σ quantity, and the goods lines (not services) without a cost yet.
 */
export const LINE_TOTALS = `sum(l.quantity * l.unit_price) as goods,
  coalesce(sum(l.quantity * l.unit_cost), 0) as known_cost,
  sum(l.quantity) as units,
  (count(*) filter (where l.unit_cost is null and not l.service))::int as unvalued_lines`;
