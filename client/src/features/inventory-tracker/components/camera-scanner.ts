/**
 * Reads barcodes from the camera (docs/guide/barcodes.md): the browser's own `BarcodeDetector` where it exists,
 * otherwise `@zxing/browser`, loaded only when the camera is first used so it stays out of the main bundle.
 */

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options?: { formats?: string[] }) => Detector;

/** Stops the camera and the reading loop. */
export type StopScanning = () => void;

const FORMATS = ["ean_13", "upc_a", "ean_8", "upc_e", "code_128", "code_39", "qr_code"];

/**
 * A camera reads the code in view several times a second. The filter this returns lets a code through once each
 * time it comes into view: the same code again only after `gapMs` in which it was not read, so a product left
 * under the camera is not found again (and a message about it is not replaced) until it is taken away and shown
 * again. Each code is followed on its own, so two codes in view do not let each other through.
 */
export function onceInView(gapMs = 1000, now: () => number = () => performance.now()): (code: string) => boolean {
  const lastRead = new Map<string, number>();
  return (code) => {
    const at = now();
    for (const [seen, when] of lastRead) if (at - when > gapMs) lastRead.delete(seen);
    const fresh = !lastRead.has(code);
    lastRead.set(code, at);
    return fresh;
  };
}

/** Starts the camera into `video` and calls `onCode` with each code read until the returned function is called. */
export async function startScanning(video: HTMLVideoElement, onCode: (code: string) => void): Promise<StopScanning> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: "environment" } },
    audio: false,
  });
  const stopStream = () => stream.getTracks().forEach((t) => t.stop());
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    const detector = new Native({ formats: FORMATS });
    let stopped = false;
    const tick = async () => {
      if (stopped) return;
      const found = await detector.detect(video).catch(() => []);
      if (found[0]?.rawValue) onCode(found[0].rawValue);
      if (!stopped) setTimeout(tick, 200);
    };
    void tick();
    return () => {
      stopped = true;
      stopStream();
    };
  }
  const { BrowserMultiFormatReader } = await import("@zxing/browser");
  const reader = new BrowserMultiFormatReader(undefined, { delayBetweenScanAttempts: 150 });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => {
    controls.stop();
    stopStream();
  };
}
