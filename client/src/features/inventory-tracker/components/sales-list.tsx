/** Recent sales under the table, newest first, with export and delete (which puts the stock back). */
import { Download, Receipt, Trash2 } from "lucide-react";
import type { Sale } from "@shared/contracts/inventory";
import { parseCents } from "@shared/domain/money";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Money } from "@/components/ui/money";
import { cn } from "@/lib/cn";
import { salesExportUrl } from "../api/inventory-api";

type Props = { sales: Sale[]; total: number; onDelete: (sale: Sale) => void };

export function SalesList({ sales, total, onDelete }: Props) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Receipt aria-hidden className="size-5 text-brand-600" />
          Recent Sales
        </CardTitle>
        {total > 0 && (
          <Button asChild variant="outline" size="sm">
            <a href={salesExportUrl} download>
              <Download aria-hidden />
              Export Sales CSV
            </a>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {sales.length === 0 ? (
          <p className="text-sm text-slate-600">
            No sales recorded yet. Use 'Record sale' on a product when you sell it.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="sales-list">
            {sales.map((s) => {
              const profit = parseCents(s.profit) ?? 0;
              return (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                  <div className="min-w-0">
                    <div className="font-semibold text-slate-900">
                      {s.quantity} × {s.productName}
                    </div>
                    <div className="text-xs text-slate-600">
                      {new Date(s.orderDate).toLocaleDateString("en-US", {
                        year: "numeric",
                        month: "short",
                        day: "numeric",
                      })}
                      {s.platform && ` · ${s.platform}`}
                      {s.customerLocation && ` · ${s.customerLocation}`}
                      {" · "}
                      <Money cents={parseCents(s.salePrice) ?? 0} /> each
                    </div>
                  </div>
                  <div className="flex items-center gap-2">
                    <span
                      className={cn("font-semibold tabular-nums", profit < 0 ? "text-red-700" : "text-emerald-700")}
                    >
                      {profit < 0 ? "" : "+"}
                      <Money cents={profit} /> profit
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-8 px-2 text-red-700 hover:bg-red-50"
                      onClick={() => onDelete(s)}
                      aria-label={`Delete sale of ${s.productName}`}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {total > sales.length && (
          <p className="mt-2 text-xs text-slate-600">
            Showing the {sales.length} most recent of {total} sales.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
