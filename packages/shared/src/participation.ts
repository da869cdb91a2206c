/**
 * Appeals: a rejected creator asks the operator to look again, once, within 72 hours of the
 * rejection; the operator upholds the rejection or overturns it (paid as an approval).
 */
import { z } from 'zod';
import { cursorParam, dollars, isoDate, objectId } from './http/wire';
import { text, COMMON_MSG } from './validation';

export const APPEAL_STATUS = { open: 1, upheld: 2, overturned: 3 } as const;
export type AppealStatus = (typeof APPEAL_STATUS)[keyof typeof APPEAL_STATUS];

export const APPEAL_LIMITS = { windowHours: 72, noteMax: 500 } as const;

export const APPEAL_MSG = {
  noteRequired: 'Please tell us why the rejection is wrong.',
  noteLong: `The note must contain at most ${APPEAL_LIMITS.noteMax} characters.`,
  activityNotFound: COMMON_MSG.activityNotFound,
  notRejected: 'Only a rejected activity can be appealed.',
  alreadyAppealed: 'You have already appealed this rejection.',
  windowClosed: 'The 72 hours to appeal this rejection have passed.',
  sent: 'Your appeal was sent. We will let you know the decision.',
  appealNotFound: 'Appeal not found.',
  decided: 'This appeal has already been decided.',
  decisionRequired: 'Please choose to uphold or overturn.',
  upheld: 'The rejection stands.',
  overturned: 'The rejection was overturned and the creator was paid.',
  statusInvalid: 'Please choose open or decided appeals.',
  /** Ending a campaign early while a rejection may still be appealed or an appeal is open. */
  pending:
    'This campaign has an appeal open or a rejection that may still be appealed. It can end once they are decided.',
} as const;

/** POST /api/activities/{id}/appeal */
export const appealRequest = z.object({
  note: text({ max: APPEAL_LIMITS.noteMax, tooLong: APPEAL_MSG.noteLong, multiline: true }).refine(
    (s) => s.length > 0,
    APPEAL_MSG.noteRequired,
  ),
});
export type AppealRequest = z.input<typeof appealRequest>;

/** POST /api/admin/appeals/{id} */
export const appealDecisionRequest = z.object({
  overturn: z.boolean({ error: APPEAL_MSG.decisionRequired }),
});

/** GET /api/admin/appeals?status=open|decided */
export const adminAppealsQuery = z.object({
  status: z.enum(['open', 'decided'], { error: APPEAL_MSG.statusInvalid }).default('open'),
  cursor: cursorParam,
});
export type AdminAppealsQuery = z.output<typeof adminAppealsQuery>;

/**
 * What the platform says of a submitted post (docs/connected-accounts.md "Proof checks"): verified (every check
 * passed), failed (proofReason names the first check that failed), pending (the platform has not answered yet), or
 * unchecked (the platform is not connected, or the campaign type has nothing to check).
 */
export const PROOF_STATES = ['unchecked', 'pending', 'verified', 'failed'] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/** The checks, in the order they run; a failed check's name is the activity's proofReason. */
export const PROOF_CHECKS = [
  'found',
  'ownAccount',
  'afterJoining',
  'afterVisit',
  'public',
  'mentionsOwner',
  'adLabel',
  'subscribed',
] as const;
export type ProofCheckName = (typeof PROOF_CHECKS)[number];

/** What each check means, as the owner and the creator read it beside its result. */
export const PROOF_CHECK_LABELS: Record<ProofCheckName, string> = {
  found: 'The post exists',
  ownAccount: "It is on the creator's connected account",
  afterJoining: 'It was published after joining',
  afterVisit: 'It was published after the visit',
  public: 'It is public',
  mentionsOwner: 'It names the business',
  adLabel: 'It is labelled as an ad',
  subscribed: 'The creator subscribes to the channel',
};

export const proofCheck = z.object({
  check: z.enum(PROOF_CHECKS),
  passed: z.boolean(),
  /** Why, in a sentence ("#ad found in the first 125 characters"). */
  detail: z.string(),
});
export type ProofCheck = z.infer<typeof proofCheck>;

/** data.proof of an activity: the platform's verdict and each check. */
export const activityProof = z.object({
  state: z.enum(PROOF_STATES),
  reason: z.enum(PROOF_CHECKS).nullable(),
  platform: z.enum(['instagram', 'tiktok', 'youtube']).nullable(),
  checks: z.array(proofCheck),
  checkedAt: z.string().nullable(),
});
export type ActivityProof = z.infer<typeof activityProof>;

/** An owner's rejection picks one of these; `other` needs a text (docs/spec.md, Participation). */
export const REJECT_REASONS = [
  'notLabelled',
  'wrongAccount',
  'postMissing',
  'postedBeforeJoining',
  'noMention',
  'other',
] as const;
export const REJECT_LIMITS = { noteMax: 300 } as const;
export const REJECT_MSG = {
  reasonRequired: 'Please choose why you are rejecting this submission.',
  noteRequired: 'Please say why in a few words.',
  noteLong: `The note must contain at most ${REJECT_LIMITS.noteMax} characters.`,
} as const;

/** The owner's rejection of a submission: a reason from the list, and a note (required for `other`). */
export const rejectionFields = {
  reason: z
    .unknown()
    .optional()
    .describe(`Rejection only: one of ${REJECT_REASONS.join(', ')}`),
  note: text({ max: REJECT_LIMITS.noteMax, tooLong: REJECT_MSG.noteLong, multiline: true })
    .optional()
    .describe('Rejection only: a text, required for `other`, at most 300 characters'),
};
export type RejectReason = (typeof REJECT_REASONS)[number];
export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  notLabelled: 'Not labelled as an ad',
  wrongAccount: 'Wrong account',
  postMissing: 'Post missing',
  postedBeforeJoining: 'Posted before joining',
  noMention: 'Does not mention us',
  other: 'Other',
};

/** The appeal as its creator sees it on the activity. */
export const activityAppeal = z
  .object({
    status: z.number().describe('1 open, 2 upheld (the rejection stands), 3 overturned (paid)'),
    note: z.string(),
    createdAt: isoDate,
    decidedAt: isoDate.nullable(),
  })
  .meta({ id: 'ActivityAppeal' });
export type ActivityAppeal = z.infer<typeof activityAppeal>;

/** One card of the operator's appeals queue: the proof, the owner's decision, the note. */
export const adminAppealItem = z
  .object({
    _id: objectId,
    id: objectId,
    status: z.number(),
    note: z.string(),
    createdAt: isoDate,
    decidedAt: isoDate.nullable(),
    activity: z.object({
      _id: objectId,
      status: z.number(),
      link: z.string().nullable(),
      youtubeId: z.string().nullable(),
      disclosed: z.boolean(),
      followers: z.number().nullable(),
      submittedAt: isoDate.nullable(),
      rejectedAt: isoDate,
      payout: dollars.nullable(),
      /** The owner's reason for the rejection (null: rejected before reasons were asked for). */
      rejectReason: z.enum(REJECT_REASONS).nullable(),
      rejectNote: z.string().nullable(),
      proof: activityProof,
    }),
    campaign: z.object({
      _id: objectId,
      title: z.string(),
      type: z.number(),
      platform: z.string().nullable(),
      share: dollars,
    }),
    creator: z.object({ _id: objectId, name: z.string() }),
    owner: z.object({ _id: objectId, name: z.string() }),
  })
  .meta({ id: 'AdminAppeal' });
export type AdminAppealItem = z.infer<typeof adminAppealItem>;
