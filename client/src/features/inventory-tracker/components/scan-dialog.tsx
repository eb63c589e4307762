/**
 * 'Scan' (docs/guide/barcodes.md): a code read by the camera or typed finds the person's product; from there
 * one click opens it, records a sale of one unit, or receives one unit into stock.
 */
import { useEffect, useRef, useState } from "react";
import { Camera, CameraOff, PackagePlus, Pencil, Search, ShoppingCart } from "lucide-react";
import type { InventoryItem } from "@shared/contracts/inventory";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError, errorDetail } from "@/lib/api-client";
import { findByBarcode } from "../api/inventory-api";
import { onceInView, startScanning, type StopScanning } from "./camera-scanner";

type Props = {
  open: boolean;
  onClose: () => void;
  onOpenItem: (item: InventoryItem) => void;
  /** Records a sale of one unit; resolves with the item after it. */
  onSellOne: (item: InventoryItem) => Promise<InventoryItem>;
  /** Adds one unit to the stock; resolves with the item after it. */
  onReceiveOne: (item: InventoryItem) => Promise<InventoryItem>;
};

function ScanPanel({ onOpenItem, onSellOne, onReceiveOne }: Omit<Props, "open" | "onClose">) {
  const [code, setCode] = useState("");
  const [item, setItem] = useState<InventoryItem | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: "error" | "info" | "done" } | null>(null);
  const [camera, setCamera] = useState<"off" | "starting" | "on">("off");
  const [busy, setBusy] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<StopScanning | null>(null);
  // A code under the camera is looked up once, so the answer to a sale or a receipt stays on screen.
  const inView = useRef(onceInView());

  const lookUp = async (raw: string) => {
    const value = raw.trim();
    if (!value) return;
    setCode(value);
    setBusy(true);
    try {
      const found = await findByBarcode(value);
      setItem(found);
      setMessage({ text: `Found ${found.productName}: ${found.quantity} in stock.`, tone: "info" });
    } catch (err) {
      setItem(null);
      setMessage({
        text:
          err instanceof ApiError && err.status === 404
            ? `No product in your inventory has the barcode ${value}. Add it to a product with Edit.`
            : (errorDetail(err) ?? "Please try again."),
        tone: "error",
      });
    } finally {
      setBusy(false);
    }
  };

  const stopCamera = () => {
    stop.current?.();
    stop.current = null;
    setCamera("off");
  };
  useEffect(() => () => stop.current?.(), []);

  const startCamera = async () => {
    if (!video.current) return;
    setCamera("starting");
    setMessage(null);
    inView.current = onceInView();
    try {
      stop.current = await startScanning(video.current, (read) => {
        if (inView.current(read)) void lookUp(read);
      });
      setCamera("on");
    } catch {
      setCamera("off");
      setMessage({ text: "The camera could not be started. Type the code instead.", tone: "error" });
    }
  };

  const act = async (run: (i: InventoryItem) => Promise<InventoryItem>, done: (i: InventoryItem) => string) => {
    if (!item) return;
    setBusy(true);
    try {
      const after = await run(item);
      setItem(after);
      setMessage({ text: done(after), tone: "done" });
    } catch (err) {
      setMessage({ text: errorDetail(err) ?? "Please try again.", tone: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-xl bg-slate-900">
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera preview"
          className={camera === "off" ? "hidden" : "aspect-video w-full object-cover"}
        />
      </div>
      <Button
        variant="outline"
        onClick={camera === "off" ? startCamera : stopCamera}
        disabled={camera === "starting"}
        className="w-full sm:w-auto sm:self-start"
      >
        {camera === "off" ? <Camera aria-hidden /> : <CameraOff aria-hidden />}
        {camera === "off" ? "Use camera" : camera === "starting" ? "Starting camera…" : "Stop camera"}
      </Button>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void lookUp(code);
        }}
      >
        <Field label="Barcode" htmlFor="scan-code" className="flex-1" hint="Type it, or point the camera at it">
          <Input
            id="scan-code"
            inputMode="text"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={busy || !code.trim()}>
          <Search aria-hidden />
          Find
        </Button>
      </form>
      {message && (
        <p
          role="status"
          className={
            message.tone === "error"
              ? "text-sm font-medium text-red-700"
              : message.tone === "done"
                ? "text-sm font-medium text-emerald-800"
                : "text-sm text-slate-700"
          }
        >
          {message.text}
        </p>
      )}
      {item && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            onClick={() =>
              act(onSellOne, (i) => `Sold 1 × ${i.productName}; ${i.quantity.toLocaleString("en-US")} left.`)
            }
            disabled={busy || item.quantity < 1}
          >
            <ShoppingCart aria-hidden />
            Record a sale of 1
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              act(onReceiveOne, (i) => `Received 1 × ${i.productName}; ${i.quantity.toLocaleString("en-US")} in stock.`)
            }
            disabled={busy}
          >
            <PackagePlus aria-hidden />
            Receive 1
          </Button>
          <Button variant="ghost" onClick={() => onOpenItem(item)} disabled={busy}>
            <Pencil aria-hidden />
            Open product
          </Button>
        </div>
      )}
    </div>
  );
}

export function ScanDialog({ open, onClose, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      {open && (
        <DialogContent
          title="Scan a barcode"
          description="Find a product by its barcode, then sell or receive one unit."
        >
          <ScanPanel {...rest} />
        </DialogContent>
      )}
    </Dialog>
  );
}
