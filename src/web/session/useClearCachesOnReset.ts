/**
 * Logout or a token reset also forgets cached data — the react-query cache holds the dictionaries,
 * organisation trees and model configs of the previous user, so it is cleared with the session.
 */
import { useContext, useEffect } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { onSessionReset } from './store';

export function useClearCachesOnReset(): void {
  // Read without useQueryClient: a shell rendered outside a QueryClientProvider (some tests) has nothing to clear.
  const queryClient = useContext(QueryClientContext);
  useEffect(() => (queryClient ? onSessionReset(() => queryClient.clear()) : undefined), [queryClient]);
}
