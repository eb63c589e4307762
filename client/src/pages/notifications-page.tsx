import { NotificationsScreen } from "@/features/notifications/components/notifications-screen";

export default function Page() {
  return <NotificationsScreen />;
}
