/** The My Profile tab: the profile form (keyed by the profile, so a first save remounts it) beside Connections. */
import { Skeleton } from "@/components/ui/skeleton";
import { useMyProfile } from "../api/partnerships-api";
import { Connections } from "./connections";
import { ProfileForm } from "./profile-form";

export function MyProfile() {
  const profile = useMyProfile(true);
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      {profile.isLoading ? (
        <Skeleton className="h-96" />
      ) : (
        <ProfileForm key={profile.data?.id ?? "new"} profile={profile.data ?? null} />
      )}
      <Connections />
    </div>
  );
}
