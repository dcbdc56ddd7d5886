// The widget's words, from core's site catalogs at build time: only their `embed` namespace is bundled.
import { embed as da } from '../../core/src/i18n/locales/site/da.json';
import { embed as de } from '../../core/src/i18n/locales/site/de.json';
import { embed as en } from '../../core/src/i18n/locales/site/en.json';
import { embed as es } from '../../core/src/i18n/locales/site/es.json';
import { embed as fr } from '../../core/src/i18n/locales/site/fr.json';
import { embed as hu } from '../../core/src/i18n/locales/site/hu.json';
import { embed as it } from '../../core/src/i18n/locales/site/it.json';
import { embed as nl } from '../../core/src/i18n/locales/site/nl.json';
import { embed as pl } from '../../core/src/i18n/locales/site/pl.json';
import { embed as pt } from '../../core/src/i18n/locales/site/pt.json';
import { embed as ptbr } from '../../core/src/i18n/locales/site/pt-br.json';

/** The widget's words in one language. */
export type EmbedMessages = typeof en;

const CATALOG: Record<string, EmbedMessages> = { da, de, en, es, fr, hu, it, nl, pl, 'pt-br': ptbr, pt };

/** A key of the widget's words in core's site catalogs. */
export type EmbedMessageKey = `embed.${keyof EmbedMessages}`;

/**
 * The widget's words for `key` in `lang` (a language tag or one of the 11: `de`, `pt-BR`, `pt-br`),
 * else in the host page's language (`<html lang>`), else in English.
 * @example embedText('de', 'embed.close') // 'Buchung schließen'
 */
export function embedText(lang: string | null | undefined, key: EmbedMessageKey): string {
  const tag = (lang || document.documentElement.lang || 'en').toLowerCase();
  const words = CATALOG[tag] ?? CATALOG[tag.split('-')[0] ?? 'en'] ?? en;
  return words[key.slice('embed.'.length) as keyof EmbedMessages];
}
