import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { DARK_MODE_CSS, FONT_FAMILY, THEME } from './email-theme';

/** Props of {@link EmailLayout}. */
export interface EmailLayoutProps {
  /** The BCP 47 tag of the message's language, e.g. `de-DE`: the document's `lang`. */
  lang: string;
  /** The writing direction of that language. */
  dir: 'ltr' | 'rtl';
  /** The document's title: the subject, for readers that open the email as a page. */
  title: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  /** The business that sends it, named above the heading. */
  businessName: string;
  children: ReactNode;
}

/**
 * The frame every booking email shares: the language and direction, the colour-scheme metas and
 * the dark-mode block, the inbox preview, and a card with the business's name at its top, inside
 * an `article` named by the subject (the accessible-email pattern for messages shown in webmail).
 */
export function EmailLayout({ lang, dir, title, preview, businessName, children }: EmailLayoutProps) {
  return (
    <Html lang={lang} dir={dir}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body {...THEME.page} style={{ ...THEME.page.style, fontFamily: FONT_FAMILY }}>
        {/* Webmail drops <html> and puts the message inside its own page (which has its main
            landmark): the message is an article there, named by its subject, and carries its own language. */}
        {/* biome-ignore lint/a11y/useSemanticElements: mail clients drop or rename <article>; a div with the role survives. */}
        <div role="article" aria-roledescription="email" aria-label={title} lang={lang} dir={dir}>
          <Container {...THEME.card}>
            <Text {...THEME.business}>{businessName}</Text>
            {children}
          </Container>
        </div>
      </Body>
    </Html>
  );
}
