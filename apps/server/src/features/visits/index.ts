/** What the visits feature offers the others: recording a visit (payments), the visit gate's look-up, the sweep. */
export {
  firstVisitBetween,
  recordVisit,
  VISIT_BEFORE_JOINING_MS,
  VISIT_SPAN_MS,
  visitWindowStart,
  type VisitRow,
} from './visits.repository';
export { CHECK_IN_SWEEP_JOB, sweepCheckIns } from './visits.service';
