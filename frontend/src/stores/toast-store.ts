import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastState {
  current: (ToastMessage & { id: number }) | null;
  show: (toast: ToastMessage) => void;
  dismiss: () => void;
}

/** docs/public-site.md: one toast at a time (a new one replaces the old), shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (toast) => set({ current: { ...toast, id: nextId++ } }),
  dismiss: () => set({ current: null }),
}));

/** Shows a toast from anywhere: `toast({ title, description, variant })`. */
export function toast(message: ToastMessage): void {
  useToastStore.getState().show(message);
}
