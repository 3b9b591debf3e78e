import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { cn } from "~/lib/cn";
import * as toastStrings from "~/content/ui-strings/toast";

/**
 * The site's toast (Radix Toast) with the product's constants. At most one at a time: a
 * toast with a new `id` replaces the one on screen. Radix closes it (duration, swipe, X, Esc) and
 * unmounts it; with no store of toasts left (each island is its own root), the spec's removal
 * delay of 1000000 ms has nothing to keep.
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

export interface ToastInput {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "error";
  duration?: number;
}

export function Toaster({ toast }: { toast: ToastInput | null }) {
  const error = toast?.variant === "error";
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <ToastPrimitive.Provider
      label={toastStrings.region}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toast ? (
        <ToastPrimitive.Root
          key={toast.id}
          duration={toast.duration}
          type={error ? "foreground" : "background"}
          className={cn(
            "relative flex items-start gap-3 rounded-xl border bg-white p-4 pr-10 shadow-xl",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
            error ? "border-red-300" : "border-line",
          )}
        >
          <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", error ? "text-red-700" : "text-brand-700")} />
          <div className="min-w-0">
            <ToastPrimitive.Title className="text-sm font-semibold text-ink">{toast.title}</ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="mt-1 text-sm text-muted">{toast.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={toastStrings.close}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label={toastStrings.viewport}
        className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4"
      />
    </ToastPrimitive.Provider>
  );
}
