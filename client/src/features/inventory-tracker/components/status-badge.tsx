/** Stock status badge: its own colour and icon per status. */
import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import type { InventoryStatus } from "@shared/domain/inventory";
import { Badge } from "@/components/ui/badge";

const STATUS = {
  active: { label: "Active", variant: "success", Icon: CheckCircle2 },
  low_stock: { label: "Low Stock", variant: "warning", Icon: AlertTriangle },
  out_of_stock: { label: "Out of Stock", variant: "danger", Icon: XCircle },
} as const satisfies Record<InventoryStatus, unknown>;

export function StatusBadge({ status }: { status: InventoryStatus }) {
  const { label, variant, Icon } = STATUS[status] ?? STATUS.active;
  return (
    <Badge variant={variant} className="whitespace-nowrap">
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
