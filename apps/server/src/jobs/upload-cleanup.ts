/**
 * The upload cleanup: once a day, deletes uploaded images older than 24 hours that no row references.
 * The lease in job_leases is 24 hours long and taken under a new holder name each time, so it is never renewed:
 * the job runs at most once a day across every process and restart, whatever SCHEDULER_INTERVAL_SECONDS is.
 * Each run is in the audit log as a System action.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { createImageStore, type ImageStore } from '../features/images/image-store';
import { deleteUnreferencedImages } from '../features/images/unreferenced-images';
import { writeSystemAudit } from '../features/audit';
import { acquireLease } from './job-lease';

export const UPLOAD_CLEANUP_JOB = 'upload-cleanup';
const DAY_MS = 24 * 60 * 60 * 1000;

export type UploadCleanupResult = { ran: false } | { ran: true; deleted: string[] };

export async function runUploadCleanup(
  deps: Deps,
  opts: { store?: ImageStore } = {},
): Promise<UploadCleanupResult> {
  const now = deps.clock.now();
  if (!(await acquireLease(deps.db, UPLOAD_CLEANUP_JOB, randomUUID(), now, DAY_MS))) return { ran: false };
  const store = opts.store ?? createImageStore(deps.config);
  const deleted = await deleteUnreferencedImages(deps.db, store, new Date(now.getTime() - DAY_MS));
  await writeSystemAudit(deps.db, {
    action: 'uploads.cleanup',
    targetType: 'uploads',
    targetId: null,
    after: { deleted: deleted.length },
  });
  return { ran: true, deleted };
}
