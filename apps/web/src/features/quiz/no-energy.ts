import { CAMPAIGN_MSG, LIMITS, type QuizStatusResponse } from '@spruik/shared';

export type NoEnergyAdvice = {
  text: string;
  /** The way to more energy now: the open quiz, a new one, or none while the hour runs. */
  action: { label: string; to: '/games' } | null;
};

/**
 * What to say when joining a campaign is refused for energy: the quiz is the way to more, but only while it
 * can be played, so the advice follows the quiz status (null when it could not be read: no advice then).
 */
export function noEnergyAdvice(status: QuizStatusResponse | null): NoEnergyAdvice {
  const need = `You need at least ${LIMITS.energyPerAccept} energy to join a campaign.`;
  if (!status) return { text: need, action: null };
  if (status.quiz)
    return {
      text: `${need} Finish your quiz to boost your energy.`,
      action: { label: 'Continue the quiz', to: '/games' },
    };
  if (status.minutesLeft) {
    const n = status.minutesLeft;
    return { text: `${need} The next quiz opens in ${n} ${n === 1 ? 'minute' : 'minutes'}.`, action: null };
  }
  return { text: CAMPAIGN_MSG.noEnergy, action: { label: 'Play the quiz', to: '/games' } };
}
