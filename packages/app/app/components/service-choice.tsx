import type { ServiceCategoryInput, ServiceDetail } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { ServicePicker, StepFrame } from '@booking-kit/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Props of {@link ServiceChoice}. */
export interface ServiceChoiceProps {
  /** The page's heading: the group's or menu's name. */
  title: string;
  description?: string | undefined;
  services: ServiceDetail[];
  /** A service menu's headings, its services under each. */
  categories?: ReadonlyArray<ServiceCategoryInput> | undefined;
  /** The page that books a service, e.g. `/widget/service-menus/spa-menu/massage-60`. */
  hrefFor(service: string): string;
}

/**
 * The first screen of a group or a service menu: its services (under the menu's headings) in the
 * library's ServicePicker, one to choose, and 'Continue' to that service's calendar. 'Continue'
 * with none chosen shows the picker's own 'At least one option must be chosen'.
 */
export function ServiceChoice({ title, description, services, categories, hrefFor }: ServiceChoiceProps) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const [value, setValue] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const chosen = value[0];
  return (
    <div className="booking-page">
      <header className="service-summary">
        <h1 className="service-summary__name">{title}</h1>
        {description ? <p className="service-summary__description">{description}</p> : null}
      </header>
      <div className="booking-page__main">
        <StepFrame
          step="services"
          sectionRef={sectionRef}
          next={{
            label: t('flow.continue'),
            onClick: () => {
              setTried(true);
              if (chosen !== undefined) void navigate(hrefFor(chosen));
            },
          }}
        >
          <h2 className="bk-flow-step__title">{t('booking.stepServices')}</h2>
          <ServicePicker
            selectionMode="single"
            services={services}
            {...(categories && { categories })}
            value={value}
            onValueChange={setValue}
            required
            showErrors={tried}
          />
        </StepFrame>
      </div>
    </div>
  );
}
