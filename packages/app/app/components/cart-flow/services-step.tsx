import { MAX_CART_ITEMS, type ServiceDetail, type validateGuests } from '@booking-kit/core';
import { type GuestDraft, useLocale } from '@booking-kit/react';
import { LazyGuestList, loadGuestList, ServicePicker, StepFrame } from '@booking-kit/ui';
import { type Ref, Suspense, useEffect, useState } from 'react';

/** Props of {@link ServicesStep}. */
export interface ServicesStepProps {
  services: ServiceDetail[];
  /** The chosen services' slugs, in the order chosen. */
  value: string[];
  onValueChange(value: string[]): void;
  /** The people the visitor books for besides themselves. */
  guests: GuestDraft[];
  onGuestsChange(guests: GuestDraft[]): void;
  /** Goes on with the chosen services; called only when at least one is chosen and every guest is named. */
  onContinue(): void;
  sectionRef: Ref<HTMLElement>;
}

/**
 * A provider's first step: one service, or several to book together through the cart, from the
 * library's ServicePicker (checkboxes), and the guests the visitor books for (each then needs a
 * service in the cart). 'Continue' with none chosen shows the picker's own error.
 */
export function ServicesStep({
  services,
  value,
  onValueChange,
  guests,
  onGuestsChange,
  onContinue,
  sectionRef,
}: ServicesStepProps) {
  const { t } = useLocale();
  const [tried, setTried] = useState(false);
  // The guest list is code of its own, shown once the page runs (never a dead server-rendered button).
  const [hydrated, setHydrated] = useState(false);
  // The guests' check (on zod) comes with the guest list's code, off the first screen.
  const [checkGuests, setCheckGuests] = useState<typeof validateGuests | null>(null);
  useEffect(() => {
    setHydrated(true);
    void loadGuestList().then((module) => setCheckGuests(() => module.validateGuests));
  }, []);
  const guestsValid = guests.length === 0 || checkGuests?.(guests.map(({ name, email }) => ({ name, email }))).success === true;
  return (
    <StepFrame
      step="services"
      sectionRef={sectionRef}
      next={{
        label: t('flow.continue'),
        onClick: () => {
          setTried(true);
          if (value.length > 0 && guestsValid) onContinue();
        },
      }}
    >
      <h2 className="bk-flow-step__title">{t('booking.stepServices')}</h2>
      <ServicePicker
        selectionMode="multiple"
        services={services}
        value={value}
        onValueChange={onValueChange}
        required
        showErrors={tried}
      />
      {hydrated ? (
        <Suspense fallback={null}>
          {/* Everyone needs a service of their own in the cart: at most one item each. */}
          <LazyGuestList value={guests} onValueChange={onGuestsChange} max={MAX_CART_ITEMS - 1} showErrors={tried} />
        </Suspense>
      ) : null}
    </StepFrame>
  );
}
