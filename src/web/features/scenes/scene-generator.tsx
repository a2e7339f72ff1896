import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AlertTriangle, BookPlus, Download, ImageIcon, KeyRound, Loader2, RefreshCw, Save, Sparkles, Wand2 } from 'lucide-react';
import type { Character } from '../../../shared/character';
import { AGE_GROUPS, DEFAULT_AGE_GROUP, MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, type AgeGroup } from '../../../shared/constants';
import { PAGE_KIND_LABELS, PAGE_KINDS, pageKindFromWords, resolvePageKind, type PageKind } from '../../../shared/page-kind';
import { PLAN_LIMITS } from '../../../shared/plans';
import type { RecentPage } from '../../../shared/recent-page';
import { GeneratedSceneResponseSchema, type GenerateSceneRequest } from '../../../shared/scene';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { AgeGroupSelect } from '../../components/age-group-select';
import { Textarea } from '../../components/ui/textarea';
import { showToast } from '../../components/ui/toaster';
import { announce } from '../../components/live-announcer';
import { FieldError, fieldErrorProps } from '../../components/field-error';
import { scrollBehavior } from '../../lib/motion';
import { getErrorMessage } from '../../lib/error-message';
import { cn } from '../../lib/class-names';
import { apiJson, apiRequest } from '../../lib/query-client';
import { takeUnsavedWork, useKeepOnSignOut } from '../../lib/unsaved-work';
import { useAuth } from '../../lib/use-auth';
import type { AddToBookDialogComponent } from './add-to-book-slot';
import { QUOTA_QUERY_KEY, useQuota } from '../../lib/quota-query';
import { CharacterPicker } from './character-picker';
import { downloadImage, pngFileName } from '../../lib/download-image';
import { GenerationProgress } from './generation-progress';
import { notDrawnMessage } from './not-drawn-message';
import { PageKindPicker } from './page-kind-picker';
import { RefineSceneDialog } from './refine-scene-dialog';
import { createScene, useSaveNewScene } from './scene-queries';
import { showFailure } from './failure-toast';
import { RecentPages } from './recent-pages';
import { fetchPageDataUri, RECENT_PAGES_QUERY_KEY } from './recent-page-queries';
import { readScenePrefill } from './scene-prefill';
import { libraryFullMessage } from './library-limit';
import { sceneAlt } from '../../lib/image-alt';
import { refreshAfterSceneChange } from '../../lib/library-cache';

/** The previewed picture and what it was drawn from; saving stores exactly this, not later edits. */
const ScenePreviewSchema = z.object({
  dataUri: z.string(),
  /** Main nouns of the description the page leaves out, as the engine reported them. */
  notDrawn: z.array(z.string()).default([]),
  sceneDescription: z.string(),
  characterIds: z.array(z.string()),
  ageGroup: z.enum(AGE_GROUPS),
  /** Its entry in Recent pages, where it stays until saved or discarded. */
  recentPageId: z.string().optional(),
  /** What kind of page it is: a maze offers its solution page. */
  kind: z.enum(PAGE_KINDS).default('scene'),
});
type ScenePreview = z.infer<typeof ScenePreviewSchema>;

const UNSAVED_WORK_KEY = 'generate-scene';
const UnsavedSceneSchema = z.object({
  title: z.string(),
  description: z.string(),
  ageGroup: z.enum(AGE_GROUPS),
  chosenIds: z.array(z.string()),
  preview: ScenePreviewSchema.nullable(),
  pageKind: z.enum(PAGE_KINDS).default('scene'),
  nameText: z.string().default(''),
});

/** What refine understands for each kind of page, shown as the instructions' example. */
const REFINE_EXAMPLES: Record<PageKind, string> = {
  scene: 'e.g. Add more flowers and make the sun bigger',
  mandala: 'e.g. More rings, thicker lines',
  maze: 'e.g. Bigger maze, or show the solution',
  'dot-to-dot': 'e.g. Fewer dots',
  name: 'e.g. Bigger letters, thicker lines',
};

const GENERATING_STEPS = ['Reading your scene...', 'Placing your characters...', 'Drawing the line art...', 'Finishing the page...'];
const REFINING_STEPS = ['Reading your changes...', 'Redrawing the scene...', 'Finishing the page...'];

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold">
      {children}
    </label>
  );
}

/**
 * The generate-scene screen's state (spec section 4): a preview has no id until saved; generating or
 * refining discards the saved id; Add to Book saves first when needed.
 */
export function SceneGenerator({
  characters,
  AddToBookDialog,
}: {
  /** The user's saved characters to pick from, loaded by the page. */
  characters: { data?: Character[]; isLoading: boolean };
  AddToBookDialog: AddToBookDialogComponent;
}) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const quota = useQuota();

  const userId = useAuth().user?.id;
  const [prefill] = useState(() => readScenePrefill(search));
  // A scene drawn before the session ended comes back once its maker has signed in again.
  const [kept] = useState(() => takeUnsavedWork(UNSAVED_WORK_KEY, userId, UnsavedSceneSchema));
  const [title, setTitle] = useState(kept?.title ?? prefill.title);
  const [description, setDescription] = useState(kept?.description ?? prefill.description);
  const [ageGroup, setAgeGroup] = useState<AgeGroup>(kept?.ageGroup ?? prefill.ageGroup ?? DEFAULT_AGE_GROUP);
  const [chosenIds, setChosenIds] = useState<string[]>(kept?.chosenIds ?? prefill.characterIds);
  const [preview, setPreview] = useState<ScenePreview | null>(kept?.preview ?? null);
  const [pageKind, setPageKind] = useState<PageKind>(kept?.pageKind ?? 'scene');
  const [nameText, setNameText] = useState(kept?.nameText ?? '');
  useKeepOnSignOut(UNSAVED_WORK_KEY, userId, preview || description.trim() ? { title, description, ageGroup, chosenIds, preview, pageKind, nameText } : null);
  // With Scene chosen, words such as "maze" or "name page for Mia" choose the kind, as the server does.
  const kindFromWords = pageKind === 'scene' ? pageKindFromWords(description) : null;
  const drawnKind = kindFromWords?.kind ?? pageKind;
  const pageText = pageKind === 'name' ? nameText.trim() : (kindFromWords?.text ?? '');
  const [savedSceneId, setSavedSceneId] = useState<string | null>(null);
  const [isRefineOpen, setIsRefineOpen] = useState(false);
  const [isBookDialogOpen, setIsBookDialogOpen] = useState(false);
  const fieldId = useId();
  const previewRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  const addToBookButtonRef = useRef<HTMLButtonElement>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  // Set when a new picture arrives: focus then goes to its first action (Save Scene) once it is drawn.
  const [isPreviewFresh, setIsPreviewFresh] = useState(false);

  // A prefilled id may name a character deleted since; only existing ones count as selected.
  const characterList = characters.data ?? [];
  const selectedIds = chosenIds.filter((id) => characterList.some((character) => character.id === id));
  // Before the quota loads, the free plan's limit applies (spec section 9).
  const sceneUsage = quota.data?.scenes ?? { used: 0, limit: PLAN_LIMITS.free.scenesPerMonth };
  const isAtSceneLimit = sceneUsage.limit !== null && sceneUsage.used >= sceneUsage.limit;
  const libraryFull = quota.data ? libraryFullMessage(quota.data.library) : null;

  const refreshQuota = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: RECENT_PAGES_QUERY_KEY }),
    ]);

  const generate = useMutation({
    mutationFn: (request: GenerateSceneRequest) => apiJson(GeneratedSceneResponseSchema, 'POST', '/api/scenes/generate', request),
    onSuccess: ({ dataUri, notDrawn, recentPageId }, request) => {
      setPreview({
        dataUri,
        recentPageId,
        notDrawn: notDrawn ?? [],
        sceneDescription: request.sceneDescription,
        characterIds: request.characterIds,
        ageGroup: request.ageGroup ?? DEFAULT_AGE_GROUP,
        kind: resolvePageKind(request.kind, request.sceneDescription).kind,
      });
      setSavedSceneId(null);
      setIsPreviewFresh(true);
      announce('Coloring page ready');
    },
    onError: (error) => {
      const isQuotaError = error.message.startsWith('403:');
      showFailure(error, isQuotaError ? 'Quota Exceeded' : 'Generation Failed', 'Failed to generate scene');
    },
    onSettled: refreshQuota,
  });

  const refine = useMutation({
    mutationFn: ({ dataUri, prompt }: { dataUri: string; prompt: string }) =>
      apiJson(GeneratedSceneResponseSchema, 'POST', '/api/scenes/refine-temp', { dataUri, prompt }),
    onSuccess: ({ dataUri, notDrawn, recentPageId }) => {
      setPreview((current) => (current ? { ...current, dataUri, recentPageId, notDrawn: notDrawn ?? [] } : current));
      setSavedSceneId(null);
      setIsPreviewFresh(true);
      showToast({ title: 'Scene Refined!', description: 'Your scene has been updated. Remember to save it!' });
    },
    onError: (error) => showFailure(error, 'Refinement Failed', 'Failed to refine scene'),
    onSettled: refreshQuota,
  });

  const save = useSaveNewScene(setSavedSceneId);

  const isWorking = generate.isPending || refine.isPending;
  // The answer arrives while the call still counts as running, when the buttons are still disabled.
  useEffect(() => {
    if (!isPreviewFresh || isWorking) return;
    setIsPreviewFresh(false);
    saveButtonRef.current?.focus({ preventScroll: true });
  }, [isPreviewFresh, isWorking]);
  const canGenerate =
    (description.trim() !== '' || drawnKind !== 'scene') &&
    (selectedIds.length > 0 || drawnKind !== 'scene') &&
    (pageText !== '' || drawnKind !== 'name') &&
    !isAtSceneLimit &&
    !isWorking;

  const runGeneration = () => {
    if (isAtSceneLimit) {
      showToast({
        title: 'Quota Exceeded',
        description: `You've reached your scene limit (${sceneUsage.limit} scenes). Upgrade to generate more.`,
        variant: 'destructive',
      });
      return;
    }
    showPreviewArea();
    announce('Generating coloring page');
    // An activity page needs no words of its own: its kind (and name) say enough.
    const words = description.trim() || (pageKind === 'name' ? `Name page for ${pageText}` : PAGE_KIND_LABELS[pageKind]);
    generate.mutate({
      characterIds: selectedIds,
      sceneDescription: words,
      ageGroup,
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(pageKind === 'scene' ? {} : { kind: pageKind }),
      ...(pageKind === 'name' ? { text: pageText } : {}),
    });
  };

  // Below the lg breakpoint the preview sits under the form: bring it up so progress and result are seen.
  const showPreviewArea = () => {
    if (window.matchMedia('(min-width: 1024px)').matches) return;
    previewRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  };

  const toggleCharacter = (id: string) => {
    setChosenIds((current) => (current.includes(id) ? current.filter((chosen) => chosen !== id) : [...current.filter((chosen) => selectedIds.includes(chosen)), id]));
  };

  /** Saves the preview unless it already is; the scene's id, or null when the save failed. */
  const ensureSaved = async (titleRequiredMessage: string): Promise<string | null> => {
    if (!preview) return null;
    if (savedSceneId) return savedSceneId;
    const trimmedTitle = title.trim();
    if (!trimmedTitle) {
      setTitleError(titleRequiredMessage);
      titleRef.current?.focus();
      showToast({ title: 'Title Required', description: titleRequiredMessage, variant: 'destructive' });
      return null;
    }
    try {
      const { id } = await save.mutateAsync({
        title: trimmedTitle,
        sceneDescription: preview.sceneDescription,
        characterIds: preview.characterIds,
        ageGroup: preview.ageGroup,
        dataUri: preview.dataUri,
      });
      return id;
    } catch {
      return null;
    }
  };

  const saveAndLeave = async () => {
    if (await ensureSaved('Please enter a title for your scene')) navigate('/?tab=scenes');
  };

  const openAddToBook = async () => {
    if (await ensureSaved('Please enter a title for your scene before adding to a book')) setIsBookDialogOpen(true);
  };

  const runRefine = async (prompt: string): Promise<boolean> => {
    if (!preview) return false;
    setIsRefineOpen(false);
    showPreviewArea();
    try {
      await refine.mutateAsync({ dataUri: preview.dataUri, prompt });
      return true;
    } catch {
      return false;
    }
  };

  const downloadPreview = async () => {
    if (!preview) return;
    try {
      await downloadImage(preview.dataUri, pngFileName(title));
      showToast({ title: 'Downloaded!', description: `${pngFileName(title)} is in your downloads` });
    } catch (error) {
      showToast({ title: 'Download Failed', description: getErrorMessage(error, 'Failed to download scene'), variant: 'destructive' });
    }
  };

  /** Puts a recent page back in the preview with the fields it was drawn from. */
  const openRecentPage = async (page: RecentPage): Promise<ScenePreview | null> => {
    let dataUri: string;
    try {
      dataUri = await fetchPageDataUri(page.imageUrl);
    } catch (error) {
      showFailure(error as Error, 'Could Not Open Page', 'Failed to open the page');
      return null;
    }
    const opened: ScenePreview = { dataUri, recentPageId: page.id, kind: resolvePageKind(undefined, page.sceneDescription).kind, ...page };
    setPreview(opened);
    setSavedSceneId(null);
    if (page.title) setTitle(page.title);
    if (page.sceneDescription) setDescription(page.sceneDescription);
    setAgeGroup(page.ageGroup);
    if (page.characterIds.length > 0) setChosenIds(page.characterIds);
    showPreviewArea();
    return opened;
  };

  /** Saves a recent page as it was drawn; without a title it opens in the preview to be given one. */
  const saveRecentPage = async (page: RecentPage) => {
    // An activity page (a maze, a mandala...) needs no character; its words say which it is.
    const needsCharacter = resolvePageKind(undefined, page.sceneDescription).kind === 'scene';
    if (!page.title || !page.sceneDescription || (needsCharacter && page.characterIds.length === 0)) {
      if (await openRecentPage(page)) {
        showToast({ title: 'Title Required', description: 'Please enter a title for your scene', variant: 'destructive' });
      }
      return;
    }
    try {
      const dataUri = await fetchPageDataUri(page.imageUrl);
      const { id } = await createScene({
        title: page.title,
        sceneDescription: page.sceneDescription,
        characterIds: page.characterIds,
        ageGroup: page.ageGroup,
        dataUri,
      });
      if (preview?.recentPageId === page.id) {
        setTitle(page.title);
        setSavedSceneId(id);
      }
      showToast({ title: 'Scene Saved!', description: `${page.title} has been saved to your library` });
    } catch (error) {
      showFailure(error as Error, 'Save Failed', 'Failed to save scene');
    }
    await Promise.all([refreshAfterSceneChange(queryClient), queryClient.invalidateQueries({ queryKey: RECENT_PAGES_QUERY_KEY })]);
  };

  const discardRecentPage = async (page: RecentPage) => {
    try {
      await apiRequest('DELETE', `/api/recent-pages/${encodeURIComponent(page.id)}`);
      if (preview?.recentPageId === page.id) setPreview(null);
      showToast({ title: 'Page Discarded', description: `${page.title ?? 'The untitled scene'} was removed from Recent pages` });
    } catch (error) {
      showFailure(error as Error, 'Discard Failed', 'Failed to discard the page');
    }
    await queryClient.invalidateQueries({ queryKey: RECENT_PAGES_QUERY_KEY });
  };

  const hint = isAtSceneLimit
    ? 'Scene limit reached. Upgrade to generate more.'
    : drawnKind === 'name' && pageText === ''
      ? 'Enter the name for the name page'
      : drawnKind === 'scene' && !characters.isLoading && selectedIds.length === 0
        ? 'Select at least one character to continue'
        : null;

  return (
    <>
      {isAtSceneLimit && (
        <div role="alert" className="mt-6 flex flex-col gap-3 rounded-2xl border border-accent bg-accent-soft p-4 text-accent-foreground sm:flex-row sm:items-center" data-testid="scene-quota-banner">
          <AlertTriangle className="size-5 shrink-0" aria-hidden />
          <div className="flex-1 text-sm">
            <p className="font-semibold">You've used all {sceneUsage.limit} scenes of your plan this month.</p>
            <p>Scene limit reached. Upgrade to generate more.</p>
          </div>
          <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
            <Link href="/pricing">View Plans</Link>
          </Button>
        </div>
      )}

      {libraryFull && (
        <div role="alert" className="mt-6 flex items-start gap-3 rounded-2xl border border-accent bg-accent-soft p-4 text-sm text-accent-foreground" data-testid="library-full-banner">
          <AlertTriangle className="size-5 shrink-0" aria-hidden />
          <p>{libraryFull} Pages you generate stay in Recent pages for 24 hours.</p>
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card className="space-y-6 p-5 sm:p-6">
          <PageKindPicker kind={pageKind} onKindChange={setPageKind} nameText={nameText} onNameTextChange={setNameText} nameFieldId={`${fieldId}-name-text`} />

          <CharacterPicker
            characters={characterList}
            isLoading={characters.isLoading}
            selectedIds={selectedIds}
            onToggle={toggleCharacter}
          />

          <div className="grid gap-2">
            <FieldLabel htmlFor={`${fieldId}-title`}>Scene Title</FieldLabel>
            <Input
              ref={titleRef}
              id={`${fieldId}-title`}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setTitleError(null);
              }}
              {...fieldErrorProps(`${fieldId}-title-error`, titleError)}
              placeholder="e.g. Picnic in the Park"
              maxLength={MAX_TITLE_LENGTH}
            />
            <FieldError id={`${fieldId}-title-error`} message={titleError} />
          </div>

          <div className="grid gap-2">
            <FieldLabel htmlFor={`${fieldId}-description`}>Scene Description</FieldLabel>
            <Textarea
              id={`${fieldId}-description`}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder="e.g. Having a picnic under a big tree, with a kite in the sky"
              maxLength={MAX_DESCRIPTION_LENGTH}
              rows={4}
            />
            {kindFromWords && (
              <p className="text-sm text-muted-foreground" data-testid="kind-from-words">
                Your words ask for a {PAGE_KIND_LABELS[kindFromWords.kind].toLowerCase()}: it will be drawn as one.
              </p>
            )}
          </div>

          <div className="grid gap-2">
            <FieldLabel htmlFor={`${fieldId}-age`}>Age Group</FieldLabel>
            <AgeGroupSelect id={`${fieldId}-age`} value={ageGroup} onChange={setAgeGroup} />
          </div>

          <div className="grid gap-2">
            <Button size="lg" onClick={runGeneration} disabled={!canGenerate}>
              {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
              {generate.isPending ? 'Generating...' : `Generate ${drawnKind === 'scene' ? 'Scene' : PAGE_KIND_LABELS[drawnKind]}`}
            </Button>
            {hint && (
              <p className="text-center text-sm text-muted-foreground" data-testid="generate-hint">
                {hint}
              </p>
            )}
          </div>
        </Card>

        <Card ref={previewRef} className="flex scroll-mt-24 flex-col gap-4 p-5 sm:p-6 lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-lg font-bold">Preview</h2>
          <div
            className={cn(
              'mx-auto flex w-full max-w-md items-center justify-center overflow-hidden rounded-xl border border-border bg-white',
              // Until there is something to show, a phone gets a short placeholder instead of a whole empty page.
              isWorking || preview ? 'aspect-[17/22]' : 'h-48 sm:h-auto sm:aspect-[17/22]',
            )}
          >
            {isWorking ? (
              <GenerationProgress key={generate.isPending ? 'generate' : 'refine'} steps={generate.isPending ? GENERATING_STEPS : REFINING_STEPS} />
            ) : preview ? (
              <img src={preview.dataUri} alt={sceneAlt({ title: title.trim() || 'untitled scene', sceneDescription: preview.sceneDescription })} className="size-full object-contain" data-testid="scene-preview" />
            ) : (
              <div className="flex flex-col items-center gap-3 px-6 text-center text-muted-foreground">
                <ImageIcon className="size-10" aria-hidden />
                <p className="text-sm">Your scene will appear here</p>
              </div>
            )}
          </div>
          {preview && !isWorking && notDrawnMessage(preview.notDrawn) && (
            <p className="text-center text-sm text-muted-foreground" data-testid="scene-not-drawn">
              {notDrawnMessage(preview.notDrawn)}
            </p>
          )}
          {preview && (
            <div className="grid grid-cols-2 gap-2">
              <Button ref={saveButtonRef} className="col-span-2" onClick={saveAndLeave} disabled={isWorking || save.isPending}>
                {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
                Save Scene
              </Button>
              <Button ref={addToBookButtonRef} variant="outline" onClick={openAddToBook} disabled={isWorking || save.isPending}>
                <BookPlus aria-hidden />
                Add to Book
              </Button>
              <Button variant="outline" onClick={downloadPreview} disabled={isWorking}>
                <Download aria-hidden />
                Download PNG
              </Button>
              <Button variant="outline" onClick={() => setIsRefineOpen(true)} disabled={isWorking}>
                <Wand2 aria-hidden />
                Refine Scene
              </Button>
              <Button variant="outline" onClick={runGeneration} disabled={!canGenerate}>
                <RefreshCw aria-hidden />
                Regenerate
              </Button>
              {preview.kind === 'maze' && (
                <Button variant="outline" className="col-span-2" onClick={() => void runRefine('show the solution')} disabled={isWorking}>
                  <KeyRound aria-hidden />
                  Solution Page
                </Button>
              )}
            </div>
          )}
          {preview && savedSceneId && (
            <p className="text-sm text-success" data-testid="scene-saved-note">
              Saved to your library.
            </p>
          )}
        </Card>
      </div>

      <RecentPages
        previewPageId={savedSceneId ? undefined : preview?.recentPageId}
        onOpen={async (page) => {
          await openRecentPage(page);
        }}
        onSave={saveRecentPage}
        onDiscard={discardRecentPage}
      />

      <RefineSceneDialog isOpen={isRefineOpen} onOpenChange={setIsRefineOpen} isRefining={refine.isPending} onRefine={runRefine} placeholder={preview ? REFINE_EXAMPLES[preview.kind] : undefined} />
      {savedSceneId && (
        <AddToBookDialog
          isOpen={isBookDialogOpen}
          onOpenChange={setIsBookDialogOpen}
          sceneId={savedSceneId}
          sceneTitle={title.trim()}
          defaultAgeGroup={preview?.ageGroup ?? ageGroup}
          returnFocusRef={addToBookButtonRef}
        />
      )}
    </>
  );
}
