/** /settings/data: "Your data" (docs/guide/your-data.md). */
export { YourDataScreen as default } from "@/features/account-data/components/your-data-screen";
