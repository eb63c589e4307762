import { MoneyMakersHub } from "@/features/hubs/components/money-makers-hub";

export default function Page() {
  return <MoneyMakersHub />;
}
