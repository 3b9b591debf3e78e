import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cn } from "~/lib/cn";

/**
 * Site-wide toasts (Radix Toast) with the spec's constants (section 9). Features call
 * `showToast()`; <Toaster /> is mounted once by the app providers.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the store this long (spec); it is closed and unmounted meanwhile. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

export type ToastVariant = "default" | "error";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// One empty list for the server snapshot and the first client one: equal snapshots spare a
// forced re-render right after hydration.
const NO_TOASTS: ToastItem[] = [];
let items: ToastItem[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(items.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: number): void {
  emit(
    items.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

/** Shows a toast; with the limit of one, it replaces the one on screen. Returns its id. */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => items;
const getServerSnapshot = (): ToastItem[] => NO_TOASTS;

export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return (
    <ToastPrimitive.Provider
      label="Notificação"
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => {
        const Icon = item.variant === "error" ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type={item.variant === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={cn(
              "relative flex items-start gap-3 rounded-xl border bg-white p-4 pr-10 shadow-xl",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
              item.variant === "error" ? "border-red-300" : "border-line",
            )}
          >
            <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", item.variant === "error" ? "text-red-700" : "text-brand-700")} />
            <div className="min-w-0">
              <ToastPrimitive.Title className="text-sm font-semibold text-ink">{item.title}</ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className="mt-1 text-sm text-muted">{item.description}</ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Fechar notificação"
              className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label="Notificações ({hotkey})"
        className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4"
      />
    </ToastPrimitive.Provider>
  );
}
