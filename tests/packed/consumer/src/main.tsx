import { createTranslator, loadMessages } from '@booking-kit/core';
import { LocaleProvider } from '@booking-kit/react';
import { BookingKitRoot } from '@booking-kit/ui';
import '@booking-kit/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookingFlow, TIME_ZONE } from './booking-flow';

// As the getting-started doc says: load the catalog before the first render.
const translator = createTranslator('en', await loadMessages('en'));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <LocaleProvider translator={translator} timeZone={TIME_ZONE}>
      <BookingKitRoot theme="light">
        <main>
          <h1>Book a massage</h1>
          <BookingFlow />
        </main>
      </BookingKitRoot>
    </LocaleProvider>
  </StrictMode>,
);
