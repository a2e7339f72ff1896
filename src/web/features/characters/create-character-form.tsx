import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useLocation } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageIcon, Loader2, RotateCcw, Save, Wand2 } from 'lucide-react';
import { CharacterSchema, type CreateCharacterRequest, type GenerateCharacterRequest } from '../../../shared/character';
import { DEFAULT_POSE_COUNT } from '../../../shared/constants';
import { GeneratedImageResponseSchema } from '../../../shared/fields';
import { apiJson } from '../../lib/query-client';
import { useAuth } from '../../lib/use-auth';
import { takeUnsavedWork, useKeepOnSignOut } from '../../lib/unsaved-work';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { showToast } from '../../components/ui/toaster';
import { announce } from '../../components/live-announcer';
import { scrollBehavior } from '../../lib/motion';
import { QUOTA_QUERY_KEY, useQuota } from '../../lib/quota-query';
import { formatLimit } from '../../lib/usage-format';
import { characterSheetAlt } from '../../lib/image-alt';
import { characterLimitMessage, isAtCharacterLimit } from './character-limit';
import { CharacterDescriptionField, CharacterNameField } from './character-fields';
import { showCharacterError } from './character-queries';
import { GenerationProgress } from './generation-progress';
import { PoseCountPicker } from './pose-count-picker';
import { SheetFrame } from './sheet-frame';
import { refreshAfterCharacterChange } from '../../lib/library-cache';

const GeneratedSheetSchema = z.object({ dataUri: z.string(), description: z.string(), numberOfPoses: z.number() });
type GeneratedSheet = z.infer<typeof GeneratedSheetSchema>;

const UNSAVED_WORK_KEY = 'create-character';
const UnsavedCharacterSchema = z.object({
  name: z.string(),
  description: z.string(),
  poses: z.number(),
  sheet: GeneratedSheetSchema.nullable(),
});

/** Create character: empty, generating, previewed; Save stores it and returns to the dashboard (spec section 4). */
export function CreateCharacterForm() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const quota = useQuota();
  const userId = useAuth().user?.id;
  // A sheet made before the session ended comes back once its maker has signed in again.
  const [kept] = useState(() => takeUnsavedWork(UNSAVED_WORK_KEY, userId, UnsavedCharacterSchema));
  const [name, setName] = useState(kept?.name ?? '');
  const [description, setDescription] = useState(kept?.description ?? '');
  const [poses, setPoses] = useState<number>(kept?.poses ?? DEFAULT_POSE_COUNT);
  const [sheet, setSheet] = useState<GeneratedSheet | null>(kept?.sheet ?? null);
  useKeepOnSignOut(UNSAVED_WORK_KEY, userId, sheet || description.trim() ? { name, description, poses, sheet } : null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  // Set when a sheet arrives: focus then goes to its first action (Save) once that button is drawn.
  const [isSheetFresh, setIsSheetFresh] = useState(false);

  const generate = useMutation({
    mutationFn: (request: GenerateCharacterRequest) =>
      apiJson(GeneratedImageResponseSchema, 'POST', '/api/characters/generate', request),
    onSuccess: ({ dataUri }, request) => {
      setSheet({ dataUri, description: request.characterDescription, numberOfPoses: request.numberOfPoses });
      setIsSheetFresh(true);
      announce('Character sheet ready');
    },
    onError: (error) => {
      showCharacterError(error, 'Failed to generate character');
      if (error.message.startsWith('403:')) void queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY });
    },
  });

  const save = useMutation({
    mutationFn: (request: CreateCharacterRequest) => apiJson(CharacterSchema, 'POST', '/api/characters', request),
    onSuccess: async (character) => {
      showToast({ title: 'Character Saved!', description: `${character.name} is ready for your scenes.` });
      await refreshAfterCharacterChange(queryClient);
      navigate('/dashboard');
    },
    onError: (error) => showCharacterError(error, 'Failed to save character'),
  });

  const isGenerating = generate.isPending;
  // The answer arrives while the call still counts as running; the buttons appear once it has ended.
  useEffect(() => {
    if (!isSheetFresh || isGenerating) return;
    setIsSheetFresh(false);
    saveButtonRef.current?.focus({ preventScroll: true });
    // On a phone the sheet and its Save button sit below the form: bring them into view.
    if (!window.matchMedia('(min-width: 1024px)').matches) {
      previewRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    }
  }, [isSheetFresh, isGenerating]);

  const isBusy = isGenerating || save.isPending;

  const startGeneration = () => {
    const trimmedDescription = description.trim();
    if (!trimmedDescription) {
      setDescriptionError('Please provide a character description');
      descriptionRef.current?.focus();
      showToast({
        title: 'Missing Information',
        description: 'Please provide a character description',
        variant: 'destructive',
      });
      return;
    }
    const characters = quota.data?.characters;
    if (characters && isAtCharacterLimit(characters) && characters.limit !== null) {
      showToast({
        title: 'Character Limit Reached',
        description: characterLimitMessage(characters.limit),
        variant: 'destructive',
      });
      return;
    }
    setSheet(null);
    announce('Generating character sheet');
    if (!window.matchMedia('(min-width: 1024px)').matches) {
      previewRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    }
    const trimmedName = name.trim();
    generate.mutate({
      characterDescription: trimmedDescription,
      numberOfPoses: poses,
      ...(trimmedName ? { name: trimmedName } : {}),
    });
  };

  const saveCharacter = () => {
    const trimmedName = name.trim();
    if (!trimmedName) {
      setNameError('Please give your character a name');
      nameRef.current?.focus();
      showToast({ title: 'Missing Name', description: 'Please give your character a name', variant: 'destructive' });
      return;
    }
    if (!sheet) {
      showToast({ title: 'Error', description: 'Character name and image are required', variant: 'destructive' });
      return;
    }
    save.mutate({
      name: trimmedName,
      description: sheet.description,
      numberOfPoses: sheet.numberOfPoses,
      dataUri: sheet.dataUri,
    });
  };

  const characters = quota.data?.characters;

  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <Card className="p-5 sm:p-6 lg:self-start">
        <div className="flex flex-col gap-5">
          <CharacterNameField
            id="character-name"
            fieldRef={nameRef}
            value={name}
            onChange={(value) => {
              setName(value);
              setNameError(null);
            }}
            error={nameError}
            isDisabled={isBusy}
            placeholder="e.g. Pip the Penguin"
          />
          <CharacterDescriptionField
            id="character-description"
            fieldRef={descriptionRef}
            value={description}
            onChange={(value) => {
              setDescription(value);
              setDescriptionError(null);
            }}
            error={descriptionError}
            isDisabled={isBusy}
            placeholder="A cheerful little penguin with a striped scarf and big round eyes"
          />
          <div className="flex flex-col gap-2">
            <span id="label-pose-count" className="text-sm font-semibold">
              Number of Poses
            </span>
            <PoseCountPicker value={poses} onChange={setPoses} isDisabled={isBusy} />
          </div>
          <Button
            size="lg"
            onClick={startGeneration}
            disabled={description.length === 0 || isBusy}
            data-testid="button-generate-character"
          >
            {isGenerating ? <Loader2 className="animate-spin" /> : <Wand2 />}
            {isGenerating ? 'Generating...' : 'Generate Character Sheet'}
          </Button>
          <p className="text-center text-sm text-muted-foreground" data-testid="text-character-usage">
            Characters:{' '}
            <span className="font-semibold text-foreground tabular-nums">
              {characters ? `${characters.used} / ${formatLimit(characters.limit)}` : '…'}
            </span>
          </p>
        </div>
      </Card>

      <Card ref={previewRef} className="scroll-mt-20 p-5 sm:p-6">
        <h2 className="mb-4 text-sm font-semibold">Preview</h2>
        <SheetFrame isEmpty={!sheet && !isGenerating}>
          {isGenerating ? (
            <GenerationProgress poses={poses} />
          ) : sheet ? (
            <img
              src={sheet.dataUri}
              alt={characterSheetAlt(name.trim(), sheet.description, sheet.numberOfPoses)}
              className="size-full animate-blur-in object-contain"
              data-testid="img-character-sheet"
            />
          ) : (
            <div className="flex flex-col items-center gap-3 p-6 text-center text-muted-foreground">
              <div className="flex size-12 items-center justify-center rounded-full bg-muted">
                <ImageIcon className="size-6" aria-hidden="true" />
              </div>
              <p className="text-sm font-medium">Your character will appear here</p>
            </div>
          )}
        </SheetFrame>
        {sheet && !isGenerating && (
          // On a phone the actions stay in reach at the bottom of the screen while the sheet is looked at.
          <div className="sticky bottom-0 z-10 -mx-5 mt-4 flex flex-col gap-2 border-t border-border bg-card/95 px-5 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
            <Button variant="outline" onClick={startGeneration} disabled={isBusy} data-testid="button-regenerate-character">
              <RotateCcw />
              Regenerate
            </Button>
            <Button ref={saveButtonRef} onClick={saveCharacter} disabled={isBusy} data-testid="button-save-character">
              {save.isPending ? <Loader2 className="animate-spin" /> : <Save />}
              {save.isPending ? 'Saving...' : 'Save Character'}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
