import { DropshippingHub } from "@/features/hubs/components/dropshipping-hub";

export default function Page() {
  return <DropshippingHub />;
}
