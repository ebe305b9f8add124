/**
 * The page of `npm run preview`: the generated function of the definition files, in the app's providers, with no
 * login. Its API calls are answered by the preview's Vite plugin (src/cli/preview/plugin.ts) from the files and
 * fixtures, so the web's data service serves as it is; the session service says nobody is signed in, and print is
 * refused by PreviewView's print context.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ServicesProvider, type Services } from '../../../renderers/services';
import { AppProviders } from '../App';
import { ShellBridge } from '../shell/ShellBridge';
import { PreviewView } from './PreviewView';

// The plugin serves the files under any id; one fixed id keeps drafts and caches of the preview apart.
const PREVIEW_ID = 'preview';
const PREVIEW_SERVICES: Partial<Services> = { session: { useUser: () => null } };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <ServicesProvider value={PREVIEW_SERVICES}>
        <BrowserRouter>
          <ShellBridge />
          <PreviewView moduleId={PREVIEW_ID} mode="file" />
        </BrowserRouter>
      </ServicesProvider>
    </AppProviders>
  </StrictMode>,
);
