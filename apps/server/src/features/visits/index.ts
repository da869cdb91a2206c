export { firstVisitBetween, recordVisit, VISIT_SPAN_MS, type VisitRow } from './visits.repository';
