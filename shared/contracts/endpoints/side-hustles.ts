/** The side-hustles endpoints (filled in as its routes move into the table, docs/decisions/862-one-endpoint-table.md). */
export const sideHustlesEndpoints = {};
