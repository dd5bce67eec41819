import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/query-client';
import { App } from './App';
import { useAuth } from './session/auth-store';
import { applyTheme, useView } from './stores/view-store';
import './styles.css';

applyTheme(useView.getState().theme);
void useAuth.getState().bootstrap();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
