import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useLocation } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookPlus, Download, ImageIcon, ImageUp, Loader2, Save, Sparkles, Wand2 } from 'lucide-react';
import { DEFAULT_AGE_GROUP, MAX_TITLE_LENGTH, type AgeGroup } from '../../../shared/constants';
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT, PHOTO_MESSAGES } from '../../../shared/photo-page';
import { GeneratedSceneResponseSchema } from '../../../shared/scene';
import { announce } from '../../components/live-announcer';
import { FieldError, fieldErrorProps } from '../../components/field-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { AgeGroupSelect } from '../../components/age-group-select';
import { showToast } from '../../components/ui/toaster';
import { cn } from '../../lib/class-names';
import { getErrorMessage } from '../../lib/error-message';
import { apiJson, throwIfResNotOk } from '../../lib/query-client';
import type { AddToBookDialogComponent } from './add-to-book-slot';
import { QUOTA_QUERY_KEY } from '../../lib/quota-query';
import { downloadImage, pngFileName } from '../../lib/download-image';
import { GenerationProgress } from './generation-progress';
import { RECENT_PAGES_QUERY_KEY } from './recent-page-queries';
import { RefineSceneDialog } from './refine-scene-dialog';
import { useSaveNewScene } from './scene-queries';
import { showFailure } from './failure-toast';

const PHOTO_PAGE_DESCRIPTION = 'Coloring page from a photo';
const CONVERTING_STEPS = ['Reading your photo...', 'Finding the outlines...', 'Cleaning up the lines...', 'Drawing the page...'];
const REFINING_STEPS = ['Reading your page...', 'Applying your changes...', 'Drawing the page...'];

type Background = 'keep' | 'simplify';

async function convertPhoto(photo: File, fields: { ageGroup: AgeGroup; background: Background; title: string }) {
  const form = new FormData();
  form.append('photo', photo);
  form.append('ageGroup', fields.ageGroup);
  form.append('background', fields.background);
  if (fields.title) form.append('title', fields.title);
  const response = await fetch('/api/scenes/photo', { method: 'POST', body: form, credentials: 'include' });
  await throwIfResNotOk(response);
  return GeneratedSceneResponseSchema.parse(await response.json());
}

/**
 * Photo to Page: pick or drop a photo, see it beside the page drawn from it, then save, add to a book,
 * download or refine it like any scene. The photo goes to the server only to be converted.
 */
export function PhotoPageConverter({ AddToBookDialog }: { AddToBookDialog: AddToBookDialogComponent }) {
  const fieldId = useId();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [ageGroup, setAgeGroup] = useState<AgeGroup>(DEFAULT_AGE_GROUP);
  const [background, setBackground] = useState<Background>('simplify');
  const [page, setPage] = useState<{ dataUri: string; ageGroup: AgeGroup } | null>(null);
  const [savedSceneId, setSavedSceneId] = useState<string | null>(null);
  const [isRefineOpen, setIsRefineOpen] = useState(false);
  const [isBookDialogOpen, setIsBookDialogOpen] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  const addToBookButtonRef = useRef<HTMLButtonElement>(null);
  // Set when a new page arrives: focus then goes to its first action (Save Scene) once it is drawn.
  const [isPageFresh, setIsPageFresh] = useState(false);

  useEffect(() => () => {
    if (photoUrl) URL.revokeObjectURL(photoUrl);
  }, [photoUrl]);

  const refreshQuota = () => queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY });

  const convert = useMutation({
    mutationFn: () => convertPhoto(photo!, { ageGroup, background, title: title.trim() }),
    onSuccess: ({ dataUri }) => {
      setPage({ dataUri, ageGroup });
      setSavedSceneId(null);
      announce('Coloring page ready');
      setIsPageFresh(true);
      void queryClient.invalidateQueries({ queryKey: RECENT_PAGES_QUERY_KEY });
    },
    onError: (error) => {
      const message = getErrorMessage(error, 'Failed to turn the photo into a page');
      if (/^4(00|13):/.test(error.message)) setPhotoError(message);
      showToast({ title: error.message.startsWith('403:') ? 'Quota Exceeded' : 'Conversion Failed', description: message, variant: 'destructive' });
    },
    onSettled: refreshQuota,
  });

  const refine = useMutation({
    mutationFn: (prompt: string) => apiJson(GeneratedSceneResponseSchema, 'POST', '/api/scenes/refine-temp', { dataUri: page!.dataUri, prompt }),
    onSuccess: ({ dataUri }) => {
      setPage((current) => (current ? { ...current, dataUri } : current));
      setSavedSceneId(null);
      showToast({ title: 'Scene Refined!', description: 'Your scene has been updated. Remember to save it!' });
    },
    onError: (error) => showFailure(error, 'Refinement Failed', 'Failed to refine scene'),
    onSettled: refreshQuota,
  });

  const save = useSaveNewScene(setSavedSceneId);

  const isWorking = convert.isPending || refine.isPending;
  // The answer arrives while the call still counts as running, when the buttons are still disabled.
  useEffect(() => {
    if (!isPageFresh || isWorking) return;
    setIsPageFresh(false);
    saveButtonRef.current?.focus({ preventScroll: true });
  }, [isPageFresh, isWorking]);

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    setPhotoError(null);
    if (file.size > MAX_PHOTO_BYTES) {
      setPhotoError(PHOTO_MESSAGES.tooLarge);
      return;
    }
    setPhoto(file);
    setPhotoUrl(URL.createObjectURL(file));
    setPage(null);
    setSavedSceneId(null);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    choosePhoto(event.dataTransfer.files[0]);
  };

  const runConversion = () => {
    if (!photo) {
      setPhotoError(PHOTO_MESSAGES.missing);
      fileInputRef.current?.focus();
      return;
    }
    setPhotoError(null);
    announce('Turning your photo into a coloring page');
    if (!window.matchMedia('(min-width: 1024px)').matches) resultRef.current?.scrollIntoView({ block: 'start' });
    convert.mutate();
  };

  const ensureSaved = async (message: string): Promise<string | null> => {
    if (!page) return null;
    if (savedSceneId) return savedSceneId;
    const trimmed = title.trim();
    if (!trimmed) {
      setTitleError(message);
      titleRef.current?.focus();
      showToast({ title: 'Title Required', description: message, variant: 'destructive' });
      return null;
    }
    try {
      const { id } = await save.mutateAsync({ title: trimmed, sceneDescription: PHOTO_PAGE_DESCRIPTION, characterIds: [], ageGroup: page.ageGroup, dataUri: page.dataUri });
      return id;
    } catch {
      return null;
    }
  };

  const download = async () => {
    if (!page) return;
    try {
      await downloadImage(page.dataUri, pngFileName(title));
      showToast({ title: 'Downloaded!', description: `${pngFileName(title)} is in your downloads` });
    } catch (error) {
      showToast({ title: 'Download Failed', description: getErrorMessage(error, 'Failed to download scene'), variant: 'destructive' });
    }
  };

  return (
    <>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card className="space-y-6 p-5 sm:p-6">
          <div className="grid gap-2">
            <span className="text-sm font-semibold" id={`${fieldId}-photo-label`}>
              Photo
            </span>
            <label
              htmlFor={`${fieldId}-photo`}
              onDragOver={(event) => {
                event.preventDefault();
                setIsDragging(true);
              }}
              onDragLeave={() => setIsDragging(false)}
              onDrop={onDrop}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-muted/40 p-4 text-center text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                isDragging && 'border-primary bg-primary-soft',
                photoError && 'border-destructive',
              )}
              data-testid="photo-drop-zone"
            >
              {photoUrl ? (
                <img src={photoUrl} alt="The photo you chose" className="max-h-64 rounded-lg object-contain" />
              ) : (
                <ImageUp className="size-10 text-muted-foreground" aria-hidden />
              )}
              <span className="font-semibold">{photo ? 'Choose another photo' : 'Drop a photo here, or choose one'}</span>
              <span className="text-muted-foreground">JPEG, PNG, WebP or AVIF, up to 20 MB. Animated images use their first frame.</span>
              <input
                ref={fileInputRef}
                id={`${fieldId}-photo`}
                type="file"
                accept={PHOTO_ACCEPT}
                className="sr-only"
                aria-labelledby={`${fieldId}-photo-label`}
                {...fieldErrorProps(`${fieldId}-photo-error`, photoError)}
                onChange={(event: ChangeEvent<HTMLInputElement>) => choosePhoto(event.target.files?.[0])}
              />
            </label>
            <FieldError id={`${fieldId}-photo-error`} message={photoError} />
            <p className="text-xs text-muted-foreground">
              Your photo is used only to draw the page and is not stored. Only the page is kept, and only if you save it.
            </p>
          </div>

          <div className="grid gap-2">
            <label htmlFor={`${fieldId}-title`} className="text-sm font-semibold">
              Scene Title
            </label>
            <Input
              ref={titleRef}
              id={`${fieldId}-title`}
              value={title}
              maxLength={MAX_TITLE_LENGTH}
              placeholder="e.g. Grandma's Garden"
              onChange={(event) => {
                setTitle(event.target.value);
                setTitleError(null);
              }}
              {...fieldErrorProps(`${fieldId}-title-error`, titleError)}
            />
            <FieldError id={`${fieldId}-title-error`} message={titleError} />
          </div>

          <div className="grid gap-2">
            <label htmlFor={`${fieldId}-age`} className="text-sm font-semibold">
              Age Group
            </label>
            <AgeGroupSelect id={`${fieldId}-age`} value={ageGroup} onChange={setAgeGroup} />
          </div>

          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold">Background</legend>
            {(
              [
                ['simplify', 'Simplify', 'Keep the subject; a busy background becomes few lines or none'],
                ['keep', 'Keep', 'Draw the whole photo'],
              ] as const
            ).map(([value, label, hint]) => (
              <label key={value} className="flex items-start gap-3 text-sm">
                <input type="radio" name={`${fieldId}-background`} value={value} checked={background === value} onChange={() => setBackground(value)} className="mt-0.5 accent-primary" />
                <span>
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-muted-foreground">{hint}</span>
                </span>
              </label>
            ))}
          </fieldset>

          <Button size="lg" onClick={runConversion} disabled={isWorking}>
            {convert.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {convert.isPending ? 'Generating...' : 'Generate Page'}
          </Button>
        </Card>

        <Card ref={resultRef} className="flex scroll-mt-24 flex-col gap-4 p-5 sm:p-6 lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-lg font-bold">Coloring page</h2>
          <div className={cn('mx-auto flex w-full max-w-md items-center justify-center overflow-hidden rounded-xl border border-border bg-white', isWorking || page ? 'aspect-[17/22]' : 'h-48 sm:aspect-[17/22] sm:h-auto')}>
            {isWorking ? (
              <GenerationProgress key={convert.isPending ? 'convert' : 'refine'} steps={convert.isPending ? CONVERTING_STEPS : REFINING_STEPS} />
            ) : page ? (
              <img src={page.dataUri} alt={`Coloring page drawn from your photo${title.trim() ? `: ${title.trim()}` : ''}`} className="size-full object-contain" data-testid="photo-page-result" />
            ) : (
              <div className="flex flex-col items-center gap-3 px-6 text-center text-muted-foreground">
                <ImageIcon className="size-10" aria-hidden />
                <p className="text-sm">Your page will appear here</p>
              </div>
            )}
          </div>
          {page && (
            <div className="grid grid-cols-2 gap-2">
              <Button
                ref={saveButtonRef}
                className="col-span-2"
                onClick={async () => {
                  if (await ensureSaved('Please enter a title for your scene')) navigate('/?tab=scenes');
                }}
                disabled={isWorking || save.isPending}
              >
                {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
                Save Scene
              </Button>
              <Button
                ref={addToBookButtonRef}
                variant="outline"
                onClick={async () => {
                  if (await ensureSaved('Please enter a title for your scene before adding to a book')) setIsBookDialogOpen(true);
                }}
                disabled={isWorking || save.isPending}
              >
                <BookPlus aria-hidden />
                Add to Book
              </Button>
              <Button variant="outline" onClick={download} disabled={isWorking}>
                <Download aria-hidden />
                Download PNG
              </Button>
              <Button variant="outline" className="col-span-2" onClick={() => setIsRefineOpen(true)} disabled={isWorking}>
                <Wand2 aria-hidden />
                Refine Scene
              </Button>
            </div>
          )}
          {page && savedSceneId && (
            <p className="text-sm text-success" data-testid="scene-saved-note">
              Saved to your library.
            </p>
          )}
        </Card>
      </div>

      <RefineSceneDialog
        isOpen={isRefineOpen}
        onOpenChange={setIsRefineOpen}
        isRefining={refine.isPending}
        onRefine={async (prompt) => {
          setIsRefineOpen(false);
          try {
            await refine.mutateAsync(prompt);
            return true;
          } catch {
            return false;
          }
        }}
      />
      {savedSceneId && page && (
        <AddToBookDialog
          isOpen={isBookDialogOpen}
          onOpenChange={setIsBookDialogOpen}
          sceneId={savedSceneId}
          sceneTitle={title.trim()}
          defaultAgeGroup={page.ageGroup}
          returnFocusRef={addToBookButtonRef}
        />
      )}
    </>
  );
}
