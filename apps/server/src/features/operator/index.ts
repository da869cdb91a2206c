/** What the operators feature offers the others: the sign-in's second step (accounts asks it). */
export { secondFactorFor } from './two-factor.service';
