/**
 * Hustle Challenges (/hustle-challenges): the statistics strip, the three challenge cards and a dialog with
 * each challenge's steps. Progress and XP are kept on the server per user
 * (docs/product-rules.md#progress-on-the-server).
 */
import { useState } from "react";
import { Award, CheckCircle2, Medal, Trophy, Users, Zap } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { useChallenges, useJoinChallenge } from "../api/challenges-api";
import { ChallengeCard } from "./challenge-card";
import { ChallengeDialog } from "./challenge-dialog";

export function HustleChallengesScreen() {
  const { data, isLoading, isError } = useChallenges();
  const join = useJoinChallenge();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = data?.challenges.find((c) => c.id === openId);

  const handleJoin = (id: number) =>
    join.mutate(id, {
      onSuccess: () => setOpenId(id),
      onError: (err) =>
        toast({
          title: "Could not join",
          description: errorDetail(err) || "Please try again.",
          variant: "destructive",
        }),
    });

  const stats = data?.stats;
  const tiles = stats
    ? [
        { icon: Users, value: stats.challengers.toLocaleString("en-US"), label: "Challengers" },
        { icon: Medal, value: stats.completed.toLocaleString("en-US"), label: "Completed" },
        { icon: Award, value: stats.rewardsGranted.toLocaleString("en-US"), label: "Rewards granted" },
        { icon: CheckCircle2, value: stats.yourCompleted.toLocaleString("en-US"), label: "Your completed" },
        { icon: Zap, value: `${stats.totalXp.toLocaleString("en-US")} XP`, label: "Your XP" },
      ]
    : [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        icon={Trophy}
        title="Hustle Challenges"
        description="Time-boxed challenges with clear steps. Join one, tick each step as you go, and earn XP when you finish."
        className="mb-0 sm:mb-0"
      />
      {isError && (
        <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Could not load the challenges. Please refresh the page.
        </p>
      )}
      {isLoading ? (
        <>
          <Skeleton className="h-24 w-full rounded-2xl" />
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-96 rounded-2xl" />
            ))}
          </div>
        </>
      ) : (
        data && (
          <>
            <ul
              aria-label="Challenge statistics"
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
              data-testid="challenge-stats"
            >
              {tiles.map(({ icon: Icon, value, label }) => (
                <li
                  key={label}
                  className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm last:col-span-2 sm:last:col-span-1"
                >
                  <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-600 text-white sm:flex">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span
                      className="block text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl"
                      data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}
                    >
                      {value}
                    </span>
                    <span className="block text-xs text-slate-600 sm:text-sm">{label}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {data.challenges.map((c) => (
                <ChallengeCard
                  key={c.id}
                  challenge={c}
                  onJoin={() => handleJoin(c.id)}
                  onOpen={() => setOpenId(c.id)}
                  joining={join.isPending && join.variables === c.id}
                />
              ))}
            </div>
          </>
        )
      )}
      <ChallengeDialog challenge={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
