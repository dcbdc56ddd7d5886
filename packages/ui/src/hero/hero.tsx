import type { ContentImage } from '@booking-kit/core';
import { useInteractionAttrs } from '@booking-kit/react';
import { type ComponentPropsWithRef, useId } from 'react';
import { buttonVariants } from '../button/button.variants';
import { ContentImg } from '../content-card/content-img';
import { cx } from '../lib/cx';
import { heroAnatomy } from './hero.anatomy';
import type { HeroVariantProps } from './hero.variants';
import { heroVariants } from './hero.variants';

/** Props of {@link Hero}. */
export interface HeroProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  heading: string;
  /** A sentence or two under the heading. */
  text?: string;
  /** Shown beside the text (below it where the two do not fit side by side); loaded at once, since it is usually the largest paint. */
  image?: ContentImage;
  /** The one action, e.g. `{ label: 'Book a massage', href: '/widget/appointment' }`: a link that looks like a button. */
  cta?: { label: string; href: string };
  /** 1 at the top of a page, 2 further down. @default 1 */
  headingLevel?: 1 | 2;
  /** @default 'start' */
  align?: NonNullable<HeroVariantProps['align']>;
}

/**
 * The opening of a page: a large heading, a short text, one call to action and an image, as a
 * section named by its heading. The page section `{ kind: 'hero' }` of the content API fits as is.
 * @selector .bk-root .bk-hero.bk-hero--with-image.bk-hero--start|center [data-anatomy={heroAnatomy}][data-part="body|heading|text|cta|image"]
 * @example <Hero heading="Breathe, stretch, unwind" text="Massage and yoga in Utrecht." cta={{ label: 'Book a massage', href: '/widget/appointment' }} image={image} />
 */
export function Hero({ heading, text, image, cta, headingLevel = 1, align = 'start', className, ...props }: HeroProps) {
  const headingId = useId();
  // The call to action is a button-styled link: button.css selects its hover, press and focus ring.
  const ctaInteraction = useInteractionAttrs();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...heroAnatomy.attrs('root')}
      aria-labelledby={headingId}
      {...props}
      className={cx(heroVariants({ withImage: image !== undefined, align }), className)}
    >
      <div {...heroAnatomy.attrs('body')}>
        <Heading id={headingId} {...heroAnatomy.attrs('heading')}>
          {heading}
        </Heading>
        {text ? <p {...heroAnatomy.attrs('text')}>{text}</p> : null}
        {cta ? (
          <a
            href={cta.href}
            {...heroAnatomy.attrs('cta')}
            {...ctaInteraction.props}
            {...ctaInteraction.attrs}
            className={buttonVariants({ size: 'lg' })}
          >
            {cta.label}
          </a>
        ) : null}
      </div>
      {image ? <ContentImg image={image} anatomy={heroAnatomy} loading="eager" fetchPriority="high" /> : null}
    </section>
  );
}
