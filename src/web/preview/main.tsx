/**
 * The page of `npm run preview`: the generated function of the definition files, in the app's providers, with no
 * login. Its API calls are answered by the preview's Vite plugin (plugin.ts) from the files and fixtures.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '../App';
import { ShellBridge } from '../shell/ShellBridge';
import { PreviewView } from './PreviewView';

// The plugin serves the files under any id; one fixed id keeps drafts and caches of the preview apart.
const PREVIEW_ID = 'preview';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <ShellBridge />
        <PreviewView moduleId={PREVIEW_ID} mode="file" />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
