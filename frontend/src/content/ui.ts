/** Words of the shared building blocks in components/ui, used by the client dashboard and the staff console alike. */
export const uiContent = {
  loading: 'Loading…',
  loadError: 'This information could not be loaded. Please try again.',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  pageStatus: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
  pagination: 'Pagination',
  cancel: 'Cancel',
  saving: 'Saving…',
} as const;
