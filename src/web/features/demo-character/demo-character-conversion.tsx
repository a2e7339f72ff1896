import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { CharacterSchema } from '../../../shared/character';
import { trackEvent } from '../../lib/analytics';
import { apiJson } from '../../lib/query-client';
import { useAuth } from '../../lib/use-auth';
import { showToast } from '../../components/ui/toaster';
import { refreshAfterCharacterChange } from '../characters/character-queries';
import { convertStoredDemo } from './convert-demo-character';

/** After conversion the user goes on to make a scene with the new character (spec section 9). */
export const DEMO_REDIRECT_DELAY_MS = 2000;

/** Renders nothing: once someone is signed in, carries their landing-page demo over (spec section 4). */
export function DemoCharacterConversion() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // One attempt per page load, also under StrictMode's doubled effects.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!isAuthenticated || hasStarted.current) return;
    hasStarted.current = true;
    void convertStoredDemo({
      storage: window.localStorage,
      session: window.sessionStorage,
      now: Date.now(),
      createCharacter: (request) => apiJson(CharacterSchema, 'POST', '/api/characters', request),
    }).then((outcome) => {
      if (outcome !== 'converted') return;
      trackEvent('demo_converted');
      showToast({ title: 'Welcome! Your character is ready', description: 'Now create a scene featuring your new character' });
      void refreshAfterCharacterChange(queryClient);
      window.setTimeout(() => navigate('/scenes/new'), DEMO_REDIRECT_DELAY_MS);
    });
  }, [isAuthenticated, queryClient, navigate]);

  return null;
}
