/** What the audit feature offers the others: writing an audit row inside their transaction, and the log's read. */
export { writeAudit, writeSystemAudit, type AuditWrite } from './audit.repository';
export { adminAuditLog } from './audit.service';
