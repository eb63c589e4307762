/** The connection requests received (Accept, Decline) and sent; emails show once a request is accepted. */
import type { Connection } from "@shared/contracts/partnerships";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useConnections, useRespond } from "../api/partnerships-api";
import { ConnectionRow } from "./connection-row";
import { failed } from "./failure-toast";

export function Connections() {
  const connections = useConnections(true);
  const respond = useRespond();
  const act = (c: Connection, action: "accept" | "decline") =>
    respond.mutate(
      { id: c.id, action },
      {
        onSuccess: () =>
          toast({
            title: action === "accept" ? "Connection Accepted" : "Connection Declined",
            description:
              action === "accept"
                ? `You and ${c.person.name} can now see each other's email.`
                : `${c.person.name}'s request was declined.`,
          }),
        onError: failed("Something Went Wrong"),
      },
    );
  const data = connections.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connections</CardTitle>
        <CardDescription>Requests you received and sent. Emails show once a request is accepted.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!data ? (
          <Skeleton className="h-24" />
        ) : (
          <>
            <section aria-label="Received">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Received</h3>
              {data.incoming.length ? (
                <ul className="space-y-2">
                  {data.incoming.map((c) => (
                    <ConnectionRow
                      key={c.id}
                      connection={c}
                      incoming={{ busy: respond.isPending, onRespond: (action) => act(c, action) }}
                    />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">No requests yet.</p>
              )}
            </section>
            <section aria-label="Sent">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Sent</h3>
              {data.outgoing.length ? (
                <ul className="space-y-2">
                  {data.outgoing.map((c) => (
                    <ConnectionRow key={c.id} connection={c} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">You have not sent any requests.</p>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
