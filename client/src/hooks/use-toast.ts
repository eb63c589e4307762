/**
 * Toast state (docs/spec-notes.md#constants-and-option-lists): one visible at a time, removal delay 1,000,000 ms after
 * dismissal. Any code may call toast(); <Toaster/> renders it with Radix.
 */
import * as React from "react";
import type { ToastActionElement, ToastProps } from "@/components/ui/toast";

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

type State = { toasts: ToasterToast[] };
type Action =
  | { type: "ADD"; toast: ToasterToast }
  | { type: "UPDATE"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS"; toastId?: string }
  | { type: "REMOVE"; toastId?: string };

let count = 0;
const genId = () => String((count = (count + 1) % Number.MAX_SAFE_INTEGER));
const timeouts = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

function scheduleRemoval(id: string) {
  if (timeouts.has(id)) return;
  timeouts.set(
    id,
    setTimeout(() => {
      timeouts.delete(id);
      dispatch({ type: "REMOVE", toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS": {
      const ids = action.toastId ? [action.toastId] : state.toasts.map((t) => t.id);
      ids.forEach(scheduleRemoval);
      return { toasts: state.toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)) };
    }
    case "REMOVE":
      return { toasts: action.toastId ? state.toasts.filter((t) => t.id !== action.toastId) : [] };
  }
}

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const getSnapshot = () => memoryState;

export type ToastInput = Omit<ToasterToast, "id">;

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(props: ToastInput) {
  const id = genId();
  const dismiss = () => dispatch({ type: "DISMISS", toastId: id });
  dispatch({
    type: "ADD",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update: (p: ToasterToast) => dispatch({ type: "UPDATE", toast: { ...p, id } }) };
}

/** True once any toast has been raised in this page's life (the toaster can mount lazily on first use). */
export function useHasToasted(): boolean {
  const { toasts } = useToast();
  const [seen, setSeen] = React.useState(toasts.length > 0);
  if (!seen && toasts.length > 0) setSeen(true);
  return seen;
}

export function useToast() {
  // useSyncExternalStore, not useState + a subscribing effect: a toast raised between this component's render
  // and its effect (e.g. by a page's mount effect committed together with the lazy Toaster) would be lost.
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...state, toast, dismiss: (toastId?: string) => dispatch({ type: "DISMISS", toastId }) };
}
