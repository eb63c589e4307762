/**
 * Connect, in a dialog: the person reads and edits (or replaces) a short suggested draft, and only what they then
 * send goes with the request; the server stores it exactly as sent and tells the other person in their notifications
 * (docs/decisions/1452-the-sender-writes-the-message.md). An empty or too long message, or the server's refusal
 * (already pending, the daily cap, not available), shows beside the field.
 */
import { connectSchema, type Partner } from "@shared/contracts/partnerships";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextareaField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useConnect } from "../api/partnerships-api";

type Props = {
  /** The partner to write to; null when the dialog is closed. */
  partner: Partner | null;
  onClose: () => void;
  /** The request went out. */
  onSent: () => void;
};

/** The editable starting point: a greeting by first name, meant to be made the person's own. */
const draftFor = (partner: Partner) =>
  `Hi ${partner.name.split(" ")[0]}, I'd love to connect and explore a partnership!`;

function ConnectForm({ partner, onClose, onSent }: Omit<Props, "partner"> & { partner: Partner }) {
  const connect = useConnect();
  const form = useSchemaForm(connectSchema, { message: draftFor(partner) });
  const send = ({ message }: { message: string }) =>
    connect.mutate(
      { id: partner.id, message },
      {
        onSuccess: () => {
          toast({ title: "Connection Request Sent", description: `${partner.name} will see your request.` });
          onSent();
          onClose();
        },
        onError: (err) => {
          if (!applyServerErrors(err, form.setError, ["message"]))
            form.setError(
              "message",
              { type: "server", message: errorDetail(err) ?? "Please try again." },
              { shouldFocus: true },
            );
        },
      },
    );
  return (
    <SchemaForm form={form} schema={connectSchema} onValid={send} className="flex flex-col gap-4">
      <TextareaField
        name="message"
        id="connect-message"
        label={`Your message to ${partner.name}`}
        hint="A suggested start: edit it or write your own. They read exactly this."
        rows={5}
        required
      />
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? "Sending…" : "Send request"}
        </Button>
      </div>
    </SchemaForm>
  );
}

export function ConnectDialog(props: Props) {
  const { partner, onClose } = props;
  return (
    <Dialog open={partner !== null} onOpenChange={(open) => !open && onClose()}>
      {partner && (
        <DialogContent
          title={`Connect with ${partner.name}`}
          description="Say who you are and what you would like to build together. They see your message with the request and can accept or decline; emails are shared only once they accept."
        >
          <ConnectForm key={partner.id} {...props} partner={partner} />
        </DialogContent>
      )}
    </Dialog>
  );
}
