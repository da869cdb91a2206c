import { useQueryClient } from '@tanstack/react-query';

/** Every operator query starts with this key, so one invalidation refreshes queues, counts and the log. */
export const adminKey = ['admin'] as const;

/** After any operator change: the queues, the dashboard counts and the audit log all move. */
export function useRefreshAdmin() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: adminKey });
}
