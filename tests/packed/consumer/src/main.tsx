import { Booker } from '@booking-kit/ui';
import '@booking-kit/ui/styles.css';
import { createRoot } from 'react-dom/client';

const root = createRoot(document.getElementById('root') as HTMLElement);
if (location.pathname.startsWith('/subpaths')) {
  // The subpath imports' page (see subpaths.tsx), in a chunk of its own: the Booker's page does not load it.
  void import('./subpaths').then(({ SubpathsPage }) => root.render(<SubpathsPage />));
} else {
  // The API's origin comes from the build (`VITE_API=https://booking.example.com vite build`).
  root.render(
    <Booker
      api={import.meta.env.VITE_API}
      provider="anna-de-vries"
      service="massage-60"
      onBookingCreated={({ booking, manageToken }) => {
        document.body.dataset.booking = JSON.stringify({ id: booking.id, manageToken });
      }}
    />,
  );
}
