// The texts' language first: everything below may show text (docs/i18n.md).
import './i18n/react-binding';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/query-client';
import { App } from './App';
import { desktopHost, desktopServer, initPlatform } from './platform';
import { startReconnectProbe } from './offline/reconnect-probe';
import { warmStart } from './routes/warm-start';
import { ServerSetupPage } from './screens/connection/ServerSetupPage';
import { useAuth } from './session/auth-store';
import { applyTheme, useView } from './stores/view-store';
import './styles.css';
import { followAccountLanguage } from './i18n/account-language';
import { firstLanguageReady } from './i18n/i18n';

applyTheme(useView.getState().theme);
const root = createRoot(document.getElementById('root')!);

/** The first screen, once the platform has started and the language's texts are there. */
function start(): void {
  const desktop = desktopHost();
  const server = desktopServer();
  if (desktop && server && !server.url) {
    // The desktop app's first start: a server must be chosen before anything talks to one.
    root.render(
      <StrictMode>
        <ServerSetupPage desktop={desktop} server={server} />
      </StrictMode>,
    );
    return;
  }
  startReconnectProbe();
  followAccountLanguage();
  void useAuth.getState().bootstrap();
  warmStart(window.location);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// Both are waited for beside each other, and not by a top-level await: a chunk loaded meanwhile
// (a catalogue) that imports from this script would wait for this script's own evaluation to end.
// A catalogue that cannot be loaded leaves the texts' keys showing rather than an empty page.
void Promise.all([initPlatform(), firstLanguageReady.catch(() => undefined)]).then(start);
