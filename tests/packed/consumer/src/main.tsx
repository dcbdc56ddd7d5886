import { Booker } from '@booking-kit/ui';
import '@booking-kit/ui/styles.css';
import { createRoot } from 'react-dom/client';

// The API's origin comes from the build (`VITE_API=https://booking.example.com vite build`).
createRoot(document.getElementById('root') as HTMLElement).render(
  <Booker
    api={import.meta.env.VITE_API}
    provider="anna-de-vries"
    service="massage-60"
    onBookingCreated={({ booking, manageToken }) => {
      document.body.dataset.booking = JSON.stringify({ id: booking.id, manageToken });
    }}
  />,
);
