/** What the audit feature offers the others: writing an audit row inside their transaction. */
export { writeAudit, writeSystemAudit, type AuditWrite } from './audit.repository';
