import type { Page } from '@playwright/test';
import { as, DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { ensureCredit, newCustomer, signUpCustomer, unique } from './journeys';

/** Only this spec plays as the Legend: one quiz an hour per player, so the whole journey is one test. */
const LEGEND = 'legend@spruik.app';
const FEEDBACK_MS = 300;
const PROGRESS_KEY = 'spruik.quiz';

async function energyFromApi(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { user: { energy: number } } }).data.user.energy;
}

const card = (page: Page) => page.getByTestId('question-card');

/**
 * Picks the first answer and reads the feedback the card shows (the right answer green, a wrong pick red),
 * watched on every animation frame because it only lasts 300 ms. Returns whether the pick was right and
 * how long the feedback stayed before the next question (or the finish) replaced it.
 */
async function answerFirst(page: Page) {
  const questionId = await card(page).getAttribute('data-question-id');
  const picked = (await card(page).getByRole('button').first().innerText()).trim();
  const seen = page.waitForFunction(
    () => {
      const right = document.querySelector('[data-testid="question-card"] [data-feedback="correct"]');
      if (!right) return null;
      const wrong = document.querySelector('[data-testid="question-card"] [data-feedback="wrong"]');
      return {
        right: right.textContent?.trim(),
        wrong: wrong?.textContent?.trim() ?? null,
        at: performance.now(),
      };
    },
    undefined,
    { polling: 'raf' },
  );
  const graded = page.waitForResponse((r) => r.url().endsWith('/api/questions/answer'));
  await card(page).getByRole('button', { name: picked, exact: true }).click();
  const server = ((await (await graded).json()) as { data: { isCorrect: boolean } }).data;
  const shown = (await (await seen).jsonValue())!;
  const gone = await page.waitForFunction(
    (id) => {
      const el = document.querySelector('[data-testid="question-card"]');
      return !el || el.getAttribute('data-question-id') !== id ? performance.now() : null;
    },
    questionId,
    { polling: 'raf' },
  );
  const shownFor = ((await gone.jsonValue()) as number) - shown.at;

  const correct = shown.right === picked;
  expect(correct, 'the green answer matches the server grade').toBe(server.isCorrect);
  expect(shown.wrong).toBe(correct ? null : picked);
  return { correct, shownFor };
}

test('the Legend plays the quiz, resumes it after a reload and sees the energy gauge', async ({ page }) => {
  await signIn(page, LEGEND, DEMO_PASSWORD);
  const before = await energyFromApi(page);

  // The start dialog says what the quiz is; Cancel goes home without starting the hour.
  await page.goto('/games');
  const intro = page.getByRole('dialog', { name: 'Boost Energy' });
  await expect(intro).toContainText('5 questions');
  await expect(intro).toContainText('+10 energy for each correct answer, up to 100');
  await expect(intro).toContainText('One quiz an hour');
  await intro.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/games');
  await page.getByRole('dialog', { name: 'Boost Energy' }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 1 of 5');

  let correct = 0;
  for (let n = 1; n <= 5; n++) {
    if (n === 3) {
      // A reload mid-quiz resumes at the same question with the answers so far.
      const title = await card(page).getByRole('heading').innerText();
      const steps = await page.getByRole('list', { name: 'Quiz progress' }).getByRole('listitem').all();
      const marks = await Promise.all(steps.map((s) => s.getAttribute('aria-label')));
      expect(
        JSON.parse((await page.evaluate((k) => sessionStorage.getItem(k), PROGRESS_KEY)) ?? '{}'),
      ).toMatchObject({ index: 2 });
      await page.reload();
      await expect(page.getByTestId('quiz-position')).toHaveText('Question 3 of 5');
      await expect(card(page).getByRole('heading')).toHaveText(title);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      for (const [i, mark] of marks.entries()) await expect(steps[i]).toHaveAttribute('aria-label', mark!);
    }
    await expect(page.getByTestId('quiz-position')).toHaveText(`Question ${n} of 5`);
    const { correct: right, shownFor } = await answerFirst(page);
    expect(shownFor).toBeGreaterThanOrEqual(FEEDBACK_MS - 100);
    if (right) correct++;
    await expect(page.getByLabel(`Question ${n}: ${right ? 'correct' : 'wrong'}`)).toBeVisible();
  }

  const expected = Math.min(100, before + correct * 10);
  const done = page.getByRole('dialog', { name: 'Quiz finished' });
  await expect(done.getByTestId('quiz-score')).toHaveText(`${correct}/5`);
  await expect(done).toContainText(`You got ${correct} of 5 right`);
  if (expected > before)
    await expect(done.getByTestId('quiz-gained')).toHaveText(`+${expected - before} energy`);
  await expect(done).toContainText(`Your energy is now ${expected} of 100.`);
  await done.getByRole('button', { name: 'See my energy' }).click();

  await expect(page).toHaveURL(/\/my_energy$/);
  expect(await page.evaluate((k) => sessionStorage.getItem(k), PROGRESS_KEY)).toBeNull();
  const energy = await energyFromApi(page);
  expect(energy).toBe(expected);
  const gauge = page.getByRole('meter');
  await expect(gauge).toHaveAttribute('aria-valuenow', String(energy));
  await expect(gauge).toHaveAttribute('aria-valuemax', '100');
  await expect(gauge).toContainText(`${energy}%`);
  await expect(page.getByRole('link', { name: 'My Energy' })).toContainText(`${energy}%`);
  await expect(page.getByText('Joining a campaign uses 10 energy.', { exact: false })).toBeVisible();

  // Within the hour the server says when to come back, and the page offers the way home.
  await page.getByRole('link', { name: 'Boost Energy', exact: true }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expectCooldown(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

/** /games within the hour: the minutes left and when the next quiz opens, and no Start to press. */
async function expectCooldown(page: Page) {
  await expect(page.getByTestId('quiz-wait')).toHaveText(/^You can play again in (60|59) minutes\.$/);
  await expect(page.getByTestId('quiz-cooldown')).toContainText(/the next one opens at \d\d:\d\d\./);
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a quiz left by closing the tab resumes from the server in a new tab and plays to the end', async ({
  page,
  context,
  request,
}) => {
  const { email } = await signUpCustomer(request);
  await signIn(page, email, DEMO_PASSWORD);
  await page.goto('/games');
  await page.getByRole('dialog', { name: 'Boost Energy' }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 1 of 5');
  const { correct: first } = await answerFirst(page);
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 2 of 5');
  const title = await card(page).getByRole('heading').innerText();
  const answers = await card(page).getByRole('button').allInnerTexts();
  await page.close();

  // A new tab of the same sign-in: nothing kept in the tab, the server has the quiz.
  const tab = await context.newPage();
  // Read before the app runs: once it has resumed the quiz from the server it keeps a copy in the tab again, and a
  // read after the page loaded raced that save.
  await tab.addInitScript((k) => {
    (window as unknown as { heldAtStart: string | null }).heldAtStart = sessionStorage.getItem(k);
  }, PROGRESS_KEY);
  await tab.goto('/games');
  expect(
    await tab.evaluate(() => (window as unknown as { heldAtStart: string | null }).heldAtStart),
  ).toBeNull();
  await expect(tab.getByTestId('quiz-position')).toHaveText('Question 2 of 5');
  await expect(card(tab).getByRole('heading')).toHaveText(title);
  expect(await card(tab).getByRole('button').allInnerTexts()).toEqual(answers);
  await expect(tab.getByRole('dialog')).toHaveCount(0);
  await expect(tab.getByLabel(`Question 1: ${first ? 'correct' : 'wrong'}`)).toBeVisible();
  await tab.screenshot({ path: 'test-results/quiz-resumed-390.png' });

  let correct = first ? 1 : 0;
  for (let n = 2; n <= 5; n++) {
    await expect(tab.getByTestId('quiz-position')).toHaveText(`Question ${n} of 5`);
    if ((await answerFirst(tab)).correct) correct++;
  }
  const done = tab.getByRole('dialog', { name: 'Quiz finished' });
  await expect(done.getByTestId('quiz-score')).toHaveText(`${correct}/5`);
  await done.getByRole('button', { name: 'See my energy' }).click();
  await expect(tab).toHaveURL(/\/my_energy$/);

  // The quiz is over and the hour runs: /games says when, on this tab and on a fresh one.
  await tab.goto('/games');
  await expectCooldown(tab);
  await tab.screenshot({ path: 'test-results/quiz-cooldown-390.png' });
  const other = await context.newPage();
  await other.setViewportSize({ width: 320, height: 640 });
  await other.goto('/games');
  await expectCooldown(other);
  await other.screenshot({ path: 'test-results/quiz-cooldown-320.png' });
});

test('at 0 energy Accept offers the quiz only when it can be played, and otherwise says when', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const business = await as(request, DEMO.business);
  const admin = await as(request, DEMO.admin);
  const creator = await newCustomer(request, admin);
  await ensureCredit(request, business, 11);
  const batch = unique('Energy drain');
  const ids: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const { campaign } = await business.post<{ campaign: { id: string } }>('/api/campaigns', {
      type: 1,
      title: `${batch} ${i}`,
      conditions: 'Tag us and keep the post up for a week.',
      link: 'brewlab.example.com',
      platform: 'instagram',
      participantsCount: 1,
      participantsShare: 1,
      endDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    await admin.post(`/api/admin/campaigns/${campaign.id}/verify`, { approve: true });
    ids.push(campaign.id);
  }
  // Ten joins use the 100 energy a new customer starts with.
  for (const id of ids.slice(0, 10)) await creator.client.post(`/api/campaigns/${id}/accept`);
  const last = `${batch} 10`;

  await signIn(page, creator.email, DEMO_PASSWORD);
  const refusal = async () => {
    await page.goto('/campaings');
    await page.getByTestId('offer-card').filter({ hasText: last }).click();
    const dialog = page.getByRole('dialog', { name: last });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    return dialog.getByTestId('no-energy');
  };

  // No quiz yet this hour: the quiz is offered.
  let alert = await refusal();
  await expect(alert).toContainText(
    'You need at least 10 energy to join a campaign. Play a quiz to boost your energy.',
  );
  await expect(alert.getByRole('link', { name: 'Play the quiz' })).toHaveAttribute('href', '/games');
  await page.screenshot({ path: 'test-results/no-energy-play-390.png' });

  // A quiz left open: back to it.
  const { quizId } = await creator.client.get<{ quizId: string }>('/api/questions/random');
  alert = await refusal();
  await expect(alert).toContainText('Finish your quiz to boost your energy.');
  await expect(alert.getByRole('link', { name: 'Continue the quiz' })).toBeVisible();

  // Finished (nothing right) within the hour: when the next quiz opens, and no quiz to play.
  await creator.client.post('/api/questions/finish', { quizId });
  alert = await refusal();
  await expect(alert).toHaveText(
    /^You need at least 10 energy to join a campaign\. The next quiz opens in (60|59) minutes\.$/,
  );
  await expect(alert.getByRole('link')).toHaveCount(0);
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/no-energy-390.png' });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: 'test-results/no-energy-320.png' });
  // /my_energy says the same under its gauge.
  await page.goto('/my_energy');
  await expect(
    page.getByText(
      /^You need at least 10 energy to join a campaign\. The next quiz opens in (60|59) minutes\.$/,
    ),
  ).toBeVisible();
});
