import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@/app/theme';
import { LandingPage } from '@/features/landing/landing-page';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('landing.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <LandingPage />
    </ThemeProvider>
  </StrictMode>,
);
