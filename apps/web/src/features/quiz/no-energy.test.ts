import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MSG } from '@spruik/shared';
import { noEnergyAdvice } from './no-energy';

const idle = { quiz: null, nextQuizAt: null, minutesLeft: null };

describe('the advice when joining is refused for energy', () => {
  it('offers the quiz when one can start now', () => {
    expect(noEnergyAdvice(idle)).toEqual({
      text: CAMPAIGN_MSG.noEnergy,
      action: { label: 'Play the quiz', to: '/games' },
    });
  });

  it('during the hour says when the next quiz opens, and offers no quiz', () => {
    const wait = { ...idle, nextQuizAt: '2026-01-01T10:00:00.000Z', minutesLeft: 35 };
    expect(noEnergyAdvice(wait)).toEqual({
      text: 'You need at least 10 energy to join a campaign. The next quiz opens in 35 minutes.',
      action: null,
    });
    expect(noEnergyAdvice({ ...wait, minutesLeft: 1 }).text).toMatch(/opens in 1 minute\.$/);
  });

  it('with a quiz left open sends the player back to finish it', () => {
    const quiz = { quizId: 'q', questions: [], answers: {}, startedAt: '', expiresAt: '' };
    const advice = noEnergyAdvice({ ...idle, quiz, minutesLeft: 50 });
    expect(advice.text).toBe(
      'You need at least 10 energy to join a campaign. Finish your quiz to boost your energy.',
    );
    expect(advice.action?.label).toBe('Continue the quiz');
  });

  it('says only what is needed when the quiz status could not be read', () => {
    expect(noEnergyAdvice(null)).toEqual({
      text: 'You need at least 10 energy to join a campaign.',
      action: null,
    });
  });
});
