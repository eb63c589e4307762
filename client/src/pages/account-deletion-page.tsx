/** /account-deletion: a locked account's only choice, to cancel its deletion (docs/guide/your-data.md). */
export { PendingDeletionScreen as default } from "@/features/account-data/components/pending-deletion-screen";
