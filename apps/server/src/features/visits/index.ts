/** What the visits feature offers the others: recording a visit (payments), the visit gate's look-up, the sweep. */
export { firstVisitBetween, recordVisit, VISIT_SPAN_MS, type VisitRow } from './visits.repository';
export { CHECK_IN_SWEEP_JOB, sweepCheckIns } from './visits.service';
