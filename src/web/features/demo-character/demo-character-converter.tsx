import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { CharacterSchema } from '../../../shared/character';
import { trackEvent } from '../../lib/analytics';
import { apiJson } from '../../lib/query-client';
import { useAuth } from '../../lib/use-auth';
import { showToast } from '../../components/ui/toaster';
import { convertStoredDemo } from './convert-demo-character';
import { refreshAfterCharacterChange } from '../../lib/library-cache';

/** After conversion the user goes on to make a scene with the new character (spec section 9). */
export const DEMO_REDIRECT_DELAY_MS = 2000;

/**
 * Renders nothing: carries a signed-in person's landing-page demo over (spec section 4). It waits until
 * the beta is active, so a new account first sees the welcome dialog, and 'Start Creating!' leads on to
 * the first scene with the new character already chosen.
 */
export function DemoCharacterConverter() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // One attempt per page load, also under StrictMode's doubled effects.
  const hasStarted = useRef(false);
  const isReady = user !== null && user.tier !== 'free';

  useEffect(() => {
    if (!isReady || hasStarted.current) return;
    hasStarted.current = true;
    void convertStoredDemo({
      storage: window.localStorage,
      session: window.sessionStorage,
      now: Date.now(),
      createCharacter: (request) => apiJson(CharacterSchema, 'POST', '/api/characters', request),
    }).then((outcome) => {
      if (outcome.status !== 'converted') return;
      trackEvent('demo_converted');
      showToast({ title: 'Welcome! Your character is ready', description: 'Now create a scene featuring your new character' });
      void refreshAfterCharacterChange(queryClient);
      const scenePath = `/scenes/new?${new URLSearchParams({ characters: outcome.characterId }).toString()}`;
      window.setTimeout(() => navigate(scenePath), DEMO_REDIRECT_DELAY_MS);
    });
  }, [isReady, queryClient, navigate]);

  return null;
}
