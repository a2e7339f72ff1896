import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowRight, Download, Image, Loader2, RotateCcw, Sparkles, UserRound, Wand2 } from 'lucide-react';
import { MAX_DESCRIPTION_LENGTH, PREVIEW_POSE_COUNT } from '../../../shared/constants';
import { PLAN_LIMITS } from '../../../shared/plans';
import type { CharacterPreviewRequest } from '../../../shared/character';
import { apiJson } from '../../lib/query-client';
import { getErrorMessage } from '../../lib/error-message';
import { trackEvent } from '../../lib/analytics';
import { cn } from '../../lib/class-names';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { showToast } from '../../components/ui/toaster';
import { announce } from '../../components/live-announcer';
import { FieldError, fieldErrorProps } from '../../components/field-error';
import { scrollBehavior } from '../../lib/motion';
import { QUICK_FILLS, TYPING_PROMPTS } from './example-prompts';
import { useTypingPlaceholder } from './use-typing-placeholder';
import { useGenerationStatus } from './use-generation-status';

interface PreviewResult {
  description: string;
  dataUri: string;
}

const BETA = PLAN_LIMITS.beta;
const BETA_SUMMARY = `${BETA.scenesPerMonth} Scenes, ${BETA.characters} Characters, ${BETA.books} Book`;

const STEPS = [
  { icon: UserRound, label: 'Create Character' },
  { icon: Image, label: 'Create Scene' },
  { icon: Download, label: 'Download' },
];

function StepsHint() {
  return (
    <ol
      className="flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-xs font-medium text-muted-foreground sm:justify-start sm:gap-x-2"
      aria-label="How it works"
    >
      {STEPS.map(({ icon: Icon, label }, index) => (
        <li key={label} className="flex items-center gap-1.5 sm:gap-2">
          <span className="flex items-center gap-1.5">
            <Icon className="size-3.5 text-primary max-[399px]:hidden" aria-hidden="true" />
            {label}
          </span>
          {index < STEPS.length - 1 && <ArrowRight className="size-3 opacity-50" aria-hidden="true" />}
        </li>
      ))}
    </ol>
  );
}

async function requestPreview(description: string) {
  const body: CharacterPreviewRequest = { characterDescription: description, numberOfPoses: PREVIEW_POSE_COUNT };
  // The answer's schema, the demo store and zod under both load with the first preview, not with the page
  // (docs/decisions/0011-landing-page-budget.md).
  const [{ GeneratedImageResponseSchema }, { saveDemoCharacter }] = await Promise.all([
    import('../../../shared/fields'),
    import('../../lib/demo-character-storage'),
  ]);
  const answer = await apiJson(GeneratedImageResponseSchema, 'POST', '/api/characters/preview', body);
  saveDemoCharacter(window.localStorage, { description, dataUri: answer.dataUri }, Date.now());
  return answer;
}

/** The landing page's try-before-sign-up generator: empty, generating, result (spec section 4). */
export function CharacterPreview({ onContinue }: { onContinue: () => void }) {
  const [description, setDescription] = useState('');
  const [result, setResult] = useState<PreviewResult | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);

  const preview = useMutation({
    mutationFn: requestPreview,
    onSuccess: ({ dataUri }, submitted) => {
      trackEvent('preview_generated', { descriptionLength: submitted.length });
      setResult({ description: submitted, dataUri });
      announce(`Character preview ready, in ${PREVIEW_POSE_COUNT} poses`);
    },
    onError: (error) => {
      showToast({
        title: 'Generation Failed',
        description: getErrorMessage(error, 'Failed to generate preview'),
        variant: 'destructive',
      });
    },
  });

  // On a phone the finished sheet would appear below the fold; bring its heading into view, and put
  // focus on what comes next (Continue), not back on <body> where the Generate button was.
  const hasResult = result !== null;
  useEffect(() => {
    if (!hasResult) return;
    continueRef.current?.focus({ preventScroll: true });
    resultRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [hasResult]);

  const isGenerating = preview.isPending;
  const statusText = useGenerationStatus(isGenerating);
  const placeholder = useTypingPlaceholder(TYPING_PROMPTS, description.length === 0 && result === null);

  const submit = () => {
    if (isGenerating) return;
    const trimmed = description.trim();
    if (!trimmed) {
      setDescriptionError('Please describe the character you want to create');
      textareaRef.current?.focus();
      showToast({
        title: 'Description Required',
        description: 'Please describe the character you want to create',
        variant: 'destructive',
      });
      return;
    }
    announce('Generating your character preview');
    preview.mutate(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const tryAnother = () => {
    setResult(null);
    setDescription('');
    preview.reset();
    window.requestAnimationFrame(() => textareaRef.current?.focus());
  };

  if (result) {
    return (
      <div
        ref={resultRef}
        className="flex scroll-mt-24 flex-col items-center text-center"
        data-testid="preview-result"
      >
        <div className="flex size-11 items-center justify-center rounded-full bg-success/10 text-success">
          <Sparkles className="size-5" aria-hidden="true" />
        </div>
        <h2 className="mt-3 text-2xl font-bold tracking-tight">Your Character is Ready!</h2>
        <p className="mt-1 text-sm text-muted-foreground">{PREVIEW_POSE_COUNT} unique poses generated</p>

        <div className="relative mt-5 w-full overflow-hidden rounded-xl border border-border bg-white">
          <img
            src={result.dataUri}
            alt={`Character sheet preview in ${PREVIEW_POSE_COUNT} poses: ${result.description}`}
            className="mx-auto max-h-[28rem] w-full animate-blur-in object-contain"
            data-testid="img-preview"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 flex items-center justify-center select-none"
            data-testid="watermark-preview"
          >
            <span className="-rotate-[24deg] text-4xl font-black tracking-[0.25em] text-primary/15 sm:text-7xl sm:tracking-[0.3em]">
              PREVIEW
            </span>
          </div>
        </div>

        <Button ref={continueRef} size="lg" className="mt-6 w-full sm:w-auto" onClick={onContinue}>
          Continue with Free Beta
          <ArrowRight />
        </Button>
        <p className="mt-3 text-sm text-muted-foreground" data-testid="text-beta-summary">
          Free beta includes <span className="font-semibold whitespace-nowrap text-foreground">{BETA_SUMMARY}</span>
        </p>
        <Button variant="link" className="mt-1" onClick={tryAnother}>
          <RotateCcw />
          Try another character
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <label htmlFor="character-description" className="text-sm font-semibold">
        Describe your character
      </label>
      <div className="relative">
        <Textarea
          id="character-description"
          ref={textareaRef}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            setDescriptionError(null);
          }}
          onKeyDown={onKeyDown}
          {...fieldErrorProps('error-preview-description', descriptionError)}
          placeholder={placeholder}
          disabled={isGenerating}
          rows={4}
          maxLength={MAX_DESCRIPTION_LENGTH}
          className="min-h-32 resize-none text-base leading-relaxed sm:text-base"
          data-testid="input-character-description"
        />
      </div>
      <FieldError id="error-preview-description" message={descriptionError} />

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Quick ideas">
        <span className="mr-1 text-xs font-medium text-muted-foreground">Try:</span>
        {QUICK_FILLS.map((fill) => (
          <button
            key={fill.label}
            type="button"
            disabled={isGenerating}
            onClick={() => {
              setDescription(fill.description);
              textareaRef.current?.focus();
            }}
            className="cursor-pointer rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-foreground transition-colors hover:border-primary/40 hover:bg-primary-soft hover:text-primary disabled:pointer-events-none disabled:opacity-50"
          >
            {fill.label}
          </button>
        ))}
      </div>

      <div className="flex flex-col-reverse gap-4 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
        <StepsHint />
        <Button
          size="lg"
          onClick={submit}
          disabled={description.length === 0 || isGenerating}
          className="w-full sm:w-auto"
          data-testid="button-generate-preview"
        >
          {isGenerating ? <Loader2 className="animate-spin" /> : <Wand2 />}
          {isGenerating ? 'Generating...' : 'Generate Preview'}
        </Button>
      </div>
      <p className={cn('-mt-2 text-right text-xs text-muted-foreground max-sm:hidden', isGenerating && 'invisible')}>
        or press <kbd className="rounded border border-border bg-muted px-1 font-sans">Ctrl</kbd> +{' '}
        <kbd className="rounded border border-border bg-muted px-1 font-sans">Enter</kbd>
      </p>

      {isGenerating && (
        // Not a live region: the start and the result are announced once, not every rotating text.
        <div
          className="flex items-center gap-3 rounded-xl bg-primary-soft px-4 py-3 text-sm font-medium text-primary"
          data-testid="text-generation-status"
        >
          <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
          {statusText}
        </div>
      )}
    </div>
  );
}
