import { SupplierDatabaseScreen } from "@/features/supplier-database/components/supplier-database-screen";

export default function Page() {
  return <SupplierDatabaseScreen />;
}
