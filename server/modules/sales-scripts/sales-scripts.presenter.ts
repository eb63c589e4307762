/** Presents a saved sales script: the script result plus id, product, targetAudience, tips and createdAt. */
import type { SalesScriptRow } from "../../../shared/schema";
import type { SalesScriptOutput, SavedSalesScript } from "../../../shared/contracts/sales-scripts";

export function presentSalesScript(row: SalesScriptRow): SavedSalesScript {
  return {
    id: row.id,
    type: row.type as SavedSalesScript["type"],
    product: row.product,
    targetAudience: row.targetAudience,
    script: row.script as SalesScriptOutput["script"],
    metrics: row.metrics as SalesScriptOutput["metrics"],
    tips: (row.tips as string[] | null) ?? [],
    draft: row.draft,
    createdAt: row.createdAt.toISOString(),
  };
}
