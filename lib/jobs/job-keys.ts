// react-query keys for jobs; invalidate by the `all` prefix after enqueueing or cancelling.
export const jobKeys = {
  all: ["jobs"] as const,
  list: (workspaceId: string) => ["jobs", "list", workspaceId] as const,
};
