import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import BoltRounded from '@mui/icons-material/BoltRounded';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ERROR_CODE, LIMITS, QUIZ_LIMITS, QUIZ_MSG, type QuizStatusResponse } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api';
import { feedback as snackbar } from '../../../lib/feedback';
import { getSession } from '../../../lib/session';
import { useMe } from '../../accounts/api/get-me';
import { useAnswerQuestion } from '../api/answer-question';
import { useFinishQuiz } from '../api/finish-quiz';
import { useQuizStatus } from '../api/get-quiz-status';
import { useStartQuiz } from '../api/start-quiz';
import { QuestionCard, type AnswerFeedback } from '../components/question-card';
import { QuizCooldown } from '../components/quiz-cooldown';
import { QuizFinishDialog } from '../components/quiz-finish-dialog';
import { QuizStartDialog } from '../components/quiz-start-dialog';
import { QuizSteps } from '../components/quiz-steps';
import {
  clearProgress,
  correctCount,
  loadProgress,
  nextUnanswered,
  resumeProgress,
  saveProgress,
  tabStore,
  type QuizProgress,
} from '../quiz-progress';

/** Answer errors after which this stored quiz is of no use: start over. */
const DEAD_QUIZ = new Set<string>([
  ERROR_CODE.QUIZ_MISMATCH,
  ERROR_CODE.QUIZ_FINISHED,
  ERROR_CODE.NOT_IN_QUIZ,
]);

/**
 * /games, the Boost Energy quiz (docs/spec.md, Quiz and energy): a start dialog, the
 * questions one by one with 300 ms of feedback after each answer, then the finish dialog and /my_energy.
 * Progress lives in sessionStorage, so a reload resumes at the same question; the server's open quiz wins, so
 * a closed tab or another device resumes it too. Within the hour after a quiz the page says when the next one
 * opens instead of offering a Start the server would refuse.
 */
export function GamesPage() {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [userId] = useState(() => getSession()?.userId ?? '');
  const [progress, setProgress] = useState<QuizProgress | null>(() => loadProgress(tabStore, userId));
  const status = useQuizStatus();
  // Only what the server said since the page opened: a cached answer may be from before this quiz.
  const server = status.isFetchedAfterMount ? status.data : undefined;
  /** The server answer the progress was last lined up with. */
  const [syncedWith, setSyncedWith] = useState<QuizStatusResponse | undefined>();
  const [blocked, setBlocked] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [flash, setFlash] = useState<AnswerFeedback | null>(null);
  const start = useStartQuiz();
  const answer = useAnswerQuestion();
  const finish = useFinishQuiz();
  const { mutate: finishMutate } = finish;

  /** Every change of the quiz goes to sessionStorage as it happens. */
  const keep = useCallback((next: QuizProgress | null) => {
    if (next) saveProgress(tabStore, next);
    else clearProgress(tabStore);
    setProgress(next);
  }, []);

  // Each new word from the server lines the quiz up with it, but not while an answer or the finish is graded.
  const sync = server && server !== syncedWith && !pending && !flash && !finish.isPending;
  useEffect(() => {
    if (!sync) return;
    setSyncedWith(server);
    keep(resumeProgress(progress, server.quiz, userId));
  }, [sync, server, progress, keep, userId]);

  const runFinish = useCallback(
    (p: QuizProgress) =>
      finishMutate(
        { quizId: p.quizId, correct: correctCount(p), start: p.startedAt, end: Date.now() },
        {
          onSuccess: (result) => keep({ ...p, result }),
          onError: (e) => {
            if (!isApiError(e) || !DEAD_QUIZ.has(e.code ?? '')) return;
            keep(null);
            // Finished already (another tab): the energy is on /my_energy.
            if (e.code === ERROR_CODE.QUIZ_FINISHED) navigate('/my_energy', { replace: true });
          },
        },
      ),
    [finishMutate, keep, navigate],
  );

  // The feedback shows for LIMITS.quizFeedbackMs, then the next question (or the finish) follows.
  useEffect(() => {
    if (!flash || !progress) return;
    const timer = setTimeout(() => {
      const next = {
        ...progress,
        index: nextUnanswered(progress.questions, progress.answers, progress.index),
      };
      keep(next);
      setFlash(null);
      if (next.index >= next.questions.length) runFinish(next);
    }, LIMITS.quizFeedbackMs);
    return () => clearTimeout(timer);
  }, [flash, progress, keep, runFinish]);

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (quiz) => {
        if (quiz.questions.length === 0) return setBlocked(QUIZ_MSG.noQuestions);
        keep({
          userId,
          quizId: quiz.quizId,
          questions: quiz.questions,
          index: 0,
          answers: {},
          startedAt: Date.now(),
        });
      },
      onError: (e) => {
        // Started meanwhile (another device): the status shows that quiz, or when the next one opens.
        if (isApiError(e) && e.status === 429) void status.refetch();
        // No questions at all: said on the page, with a way home.
        else if (isApiError(e) && e.status === 404) setBlocked(e.message);
        else snackbar.error(e.message);
      },
    });

  const onPick = (answerId: string) => {
    if (!progress || pending || flash) return;
    const question = progress.questions[progress.index];
    if (!question) return;
    setPending(answerId);
    answer.mutate(
      { quizId: progress.quizId, questionId: question._id, answerId },
      {
        onSuccess: (graded) => {
          keep({ ...progress, answers: { ...progress.answers, [question._id]: { answerId, ...graded } } });
          setFlash({ picked: answerId, ...graded });
        },
        onError: (e) => {
          if (!isApiError(e)) return;
          // The hour ran out: the answers given in time are graded.
          if (e.code === ERROR_CODE.QUIZ_EXPIRED) runFinish(progress);
          else if (DEAD_QUIZ.has(e.code ?? '')) {
            keep(null);
            void status.refetch();
          }
          // Answered just before a reload, differently: the server keeps the first answer; move on.
          else if (e.code === ERROR_CODE.ALREADY_ANSWERED) {
            const answers = {
              ...progress.answers,
              [question._id]: { answerId, isCorrect: false, correctAnswerId: '' },
            };
            const next = {
              ...progress,
              answers,
              index: nextUnanswered(progress.questions, answers, progress.index),
            };
            keep(next);
            if (next.index >= next.questions.length) runFinish(next);
          }
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const onDone = () => {
    clearProgress(tabStore);
    navigate('/my_energy', { replace: true });
  };

  if (blocked) {
    return (
      <Page title="Boost Energy">
        <Alert
          severity="info"
          icon={<BoltRounded />}
          sx={{ borderRadius: '16px' }}
          data-testid="quiz-blocked"
        >
          {blocked}
        </Alert>
        <Button component={RouterLink} to="/home" variant="contained" size="large">
          Back to home
        </Button>
      </Page>
    );
  }

  if (!progress && (!server || sync)) {
    return (
      <Page title="Boost Energy">
        {status.isError && !server ? (
          <LoadError onRetry={() => void status.refetch()} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the quiz" />
          </Box>
        )}
      </Page>
    );
  }

  if (!progress && server?.minutesLeft) {
    return (
      <Page title="Boost Energy">
        <QuizCooldown minutesLeft={server.minutesLeft} nextQuizAt={server.nextQuizAt} />
      </Page>
    );
  }

  if (!progress) {
    return (
      <Page title="Boost Energy" subtitle="Answer quick questions to top up your energy.">
        <IntroCard />
        <QuizStartDialog
          open
          energy={me?.energy}
          starting={start.isPending}
          onStart={onStart}
          onCancel={() => navigate('/home')}
        />
      </Page>
    );
  }

  const question = progress.questions[progress.index];
  return (
    <Page title="Boost Energy">
      <QuizSteps questions={progress.questions} answers={progress.answers} index={progress.index} />
      {question ? (
        <Fade in key={question._id} timeout={250}>
          <div>
            <QuestionCard question={question} pending={pending} feedback={flash} onPick={onPick} />
          </div>
        </Fade>
      ) : (
        !progress.result && (
          <Card>
            <CardContent
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}
            >
              {finish.isPending ? (
                <>
                  <CircularProgress aria-label="Adding up your score" />
                  <Typography variant="body2" color="text.secondary">
                    Adding up your score…
                  </Typography>
                </>
              ) : (
                <>
                  <Typography variant="body2" color="text.secondary">
                    All {progress.questions.length} questions answered.
                  </Typography>
                  <Button variant="contained" size="large" onClick={() => runFinish(progress)}>
                    See my score
                  </Button>
                </>
              )}
            </CardContent>
          </Card>
        )
      )}
      <QuizFinishDialog result={progress.result ?? null} onDone={onDone} />
    </Page>
  );
}

/** Behind the start dialog. */
function IntroCard() {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2.5 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            flexShrink: 0,
            borderRadius: '16px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <BoltRounded fontSize="large" />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {QUIZ_LIMITS.questions} questions, +{QUIZ_LIMITS.energyPerCorrect} energy for each correct answer.
        </Typography>
      </CardContent>
    </Card>
  );
}
