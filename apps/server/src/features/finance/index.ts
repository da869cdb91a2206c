/** What the rest of the app uses of finance: the monthly invoices, run by the scheduler. */
export { issueMonthlyInvoices, MONTHLY_INVOICES_JOB } from './invoice-job';
