export { useAdminStats, useAdminUsers } from "./api/admin-api";
export { AdminStatCards } from "./components/stat-cards";
export { AdminUserFilters } from "./components/user-filters";
export { AdminUsersTable } from "./components/users-table";
export { AdminPagination } from "./components/pagination";
export { AdminRewardClaims } from "./components/reward-claims";
export { useDebouncedValue } from "./use-debounced-value";
