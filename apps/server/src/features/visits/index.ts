export {
  firstVisitBetween,
  recordVisit,
  VISIT_BEFORE_JOINING_MS,
  VISIT_SPAN_MS,
  visitWindowStart,
  type VisitRow,
} from './visits.repository';
