import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTranslator, type MessageValues } from './create-translator';
import { loadMessages, loadWidgetCatalogs } from './load-catalogs';
import { LOCALE_TAGS, type Locale, SUPPORTED_LOCALES } from './locales';
import { loadCatalog, loadCatalogParts, type Messages, messageLoaders, siteMessageLoaders } from './messages';
import { loadServerMessages } from './server-messages';
import { cartMessageLoaders, manageMessageLoaders } from './widget-part-messages';

/** Flattens a catalog to `a.b.c` keys (plural keys keep their `_one`, `_other`... suffix). */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [nested, text] of flatten(value, path)) flat.set(nested, text);
  }
  return flat;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** The plural forms of each plural key in a catalog: `slotPicker.seatsLeft` → `['one', 'other']`. */
function pluralForms(catalog: Map<string, string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of catalog.keys()) {
    const category = PLURAL_SUFFIX.exec(key)?.[1];
    if (category) forms.set(baseKey(key), [...(forms.get(baseKey(key)) ?? []), category]);
  }
  return forms;
}

/** Words that are the same in English and in some of our languages. */
const SAME_AS_ENGLISH = new Set(['Online', 'Email', 'E-mail', 'booking-kit', 'Name', 'Page {{page}}']);

// ---------------------------------------------------------------------------------------------
// Where the code uses message keys

/** The repository's root: this file is in packages/core/src/i18n. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The code that shows messages: the published packages (the emails' templates among them) and
 * the reference app (its pages in `app/`, and in `server/` its own HTTP server, whose plain error
 * pages say `httpErrors.*`). Tests and stories are not users: a key only they read is dead for the
 * people booking.
 */
const SOURCE_DIRS = [
  'packages/core/src',
  'packages/react/src',
  'packages/ui/src',
  'packages/embed/src',
  'packages/emails/src',
  'packages/app/app',
  'packages/app/server',
  'packages/server/src',
];

/** The `.ts` and `.tsx` files under `dir`, without tests, stories and `node_modules`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * A string literal ('…', "…", or a template literal's text, `${…}` and all), a number, or a
 * comment. Comments are matched only to be skipped: a key named in a JSDoc example is no use.
 */
const TOKEN = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`|\b(\d+)\b|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/** Every string and number literal in the sources, as written. */
function sourceLiterals(): Set<string> {
  const literals = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(TOKEN)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (literal !== undefined) literals.add(literal);
    }
  }
  return literals;
}

/**
 * Keys the code builds from a value instead of spelling them out, one entry per template literal
 * that builds them, with `*` where the value goes (`<code>` below). Such a key counts as used only
 * when what `*` stands for is itself a literal somewhere in the sources: the error code in core's
 * list of codes that have a message, the field's name, the status code. So `errors.goHome` is not
 * used just because the code says `errors.<code>`: no code is 'goHome'. Keep this list as narrow
 * as the code: a pattern that no longer makes a key used fails the test below.
 */
const DYNAMIC_KEYS: { pattern: string; why: string }[] = [
  {
    pattern: 'errors.*',
    why: "core's bookingFlowError and manageErrorMessage: `errors.<code>` for the API codes in CODES_WITH_MESSAGE and SHARED_CODES",
  },
  {
    pattern: 'cancelBooking.errors.*',
    why: "core's manageErrorMessage, a failed cancel: `<namespace>.errors.<code>` (ACTION_CODES), else `<namespace>.errors.failed`",
  },
  {
    pattern: 'rescheduleBooking.errors.*',
    why: "core's manageErrorMessage, a failed reschedule: `<namespace>.errors.<code>` (ACTION_CODES), else `<namespace>.errors.failed`",
  },
  { pattern: 'guestList.*', why: "react's useGuestList labels a guest's fields `guestList.<field>` (name, email)" },
  {
    pattern: 'cookieConsent.categories.*.label',
    why: "react's useCookiePreferences: `cookieConsent.categories.<row>.label` for each cookie category",
  },
  {
    pattern: 'cookieConsent.categories.*.description',
    why: "react's useCookiePreferences: `cookieConsent.categories.<row>.description` for each cookie category",
  },
  { pattern: 'formRenderer.*Range', why: "react's rangeHint: `formRenderer.<kind>Range` for a number or date field" },
  { pattern: 'formRenderer.*Min', why: "react's rangeHint: `formRenderer.<kind>Min` for a number or date field" },
  { pattern: 'formRenderer.*Max', why: "react's rangeHint: `formRenderer.<kind>Max` for a number or date field" },
  {
    pattern: 'httpErrors.*.title',
    why: "the app's ErrorPage and the production host's plain error pages (server/src/host/plain-answers.ts): `httpErrors.<status>.title`",
  },
  {
    pattern: 'httpErrors.*.hint',
    why: "the production host's plain error pages (server/src/host/plain-answers.ts): `httpErrors.<status>.hint`",
  },
  { pattern: 'site.postsBy.*', why: "the app's content listing heading: `site.postsBy.<listing.of>` (category, author, tag)" },
];

/** Keys no product code reads that we keep anyway, each with its reason. */
const KEPT_UNUSED: { key: string; why: string }[] = [
  {
    key: 'details.requiredHint',
    why: 'the UI TextField story (stories/ui/text-field.stories.tsx) shows it as the description and asserts its text',
  },
  {
    key: 'slotPicker.nextAvailable',
    why: "EmptyState's JSDoc example and its German story (stories/ui/empty-state.stories.tsx) use it as the action's label",
  },
];

/** `errors.*` → /^errors\.([^.]+)$/: each `*` captures the value the code puts there. */
const patternRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '([^.]+)')}$`);

// ---------------------------------------------------------------------------------------------

/** Counts that land in every CLDR category of our locales: 0, 1, 2–4, 5+, 21, 22, a million. */
const COUNTS = [0, 1, 2, 3, 5, 21, 22, 25, 100, 1_000_000];

/** The plural categories i18next picks from for a locale: it asks Intl.PluralRules (cardinal). */
const pluralCategories = (locale: Locale): string[] =>
  [...new Intl.PluralRules(LOCALE_TAGS[locale]).resolvedOptions().pluralCategories].sort();

/** A message with its `{{name}}` placeholders replaced, as i18next does it. */
const fill = (text: string, values: MessageValues) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));

describe('message catalogs', async () => {
  const browser = Object.fromEntries(
    await Promise.all(SUPPORTED_LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const)),
  ) as Record<Locale, Messages>;
  const server = Object.fromEntries(
    await Promise.all(SUPPORTED_LOCALES.map(async (locale) => [locale, await loadServerMessages(locale)] as const)),
  ) as Record<Locale, Messages>;
  // Every check below holds for a locale's every message: the catalog a browser loads and the server's.
  const messages = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, { ...browser[locale], ...server[locale] }]),
  ) as Record<Locale, Messages>;

  it('keeps the emails’ messages out of the catalogs a browser loads, in the server catalogs alone', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(Object.keys(server[locale]), locale).toEqual(['email']);
      expect(
        Object.keys(browser[locale]).filter((namespace) => namespace in server[locale]),
        locale,
      ).toEqual([]);
    }
  });

  it('keeps the site’s words (cookie banner, forms, posts, the app’s pages) out of the widgets’ catalog, in every locale alike', async () => {
    const siteNamespaces = Object.keys(await loadCatalog(siteMessageLoaders, 'en', 'site catalog'));
    for (const locale of SUPPORTED_LOCALES) {
      const widget = (await loadWidgetCatalogs(locale)).messages;
      const site = await loadCatalog(siteMessageLoaders, locale, 'site catalog');
      expect(Object.keys(site), locale).toEqual(siteNamespaces);
      expect(
        Object.keys(widget).filter((namespace) => namespace in site),
        locale,
      ).toEqual([]);
      expect({ ...widget, ...site }, locale).toEqual(browser[locale]);
    }
    expect(siteNamespaces).toContain('cookieConsent');
  });

  it('keeps the cart’s words (its service list’s among them) and managing a booking’s in parts of their own, so a one-service Booker loads neither', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const booking = await loadCatalog(messageLoaders, locale, 'booking catalog');
      const cart = await loadCatalog(cartMessageLoaders, locale, 'cart catalog');
      const manage = await loadCatalog(manageMessageLoaders, locale, 'manage catalog');
      // The service list is the cart's (a one-service Booker never shows one).
      expect(Object.keys(cart), locale).toEqual(['cart', 'servicePicker']);
      expect(Object.keys(manage).sort(), locale).toEqual(['cancelBooking', 'manage', 'rescheduleBooking']);
      expect(Object.keys(booking), locale).not.toContain('cart');
      expect(Object.keys(booking), locale).not.toContain('servicePicker');
      expect(Object.keys(booking), locale).not.toContain('manage');
      expect((await loadCatalogParts(locale, [messageLoaders])).messages, locale).toEqual(booking);
      expect((await loadWidgetCatalogs(locale)).messages, locale).toEqual({ ...booking, ...cart, ...manage });
    }
  });
  const catalogs = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, flatten(messages[locale])])) as Record<
    Locale,
    Map<string, string>
  >;
  const english = catalogs.en;
  const englishBases = new Set([...english.keys()].map(baseKey));
  const englishPlurals = pluralForms(english);

  /**
   * Every locale has the same keys as English: a key a catalog lacks shows in English, which the
   * visitor did not choose. Each keeps the English message's placeholders (a lost `{{date}}`
   * hides the date; an unknown one shows `{{…}}`), and none is left untranslated.
   */
  for (const locale of SUPPORTED_LOCALES.filter((code) => code !== 'en')) {
    it(`${locale} has every key, keeps every placeholder and leaves no English`, () => {
      const catalog = catalogs[locale];
      const bases = new Set([...catalog.keys()].map(baseKey));
      expect(
        [...englishBases].filter((key) => !bases.has(key)),
        `${locale}: keys English has and ${locale} lacks`,
      ).toEqual([]);
      expect(
        [...bases].filter((key) => !englishBases.has(key)),
        `${locale}: keys ${locale} has and English lacks`,
      ).toEqual([]);
      for (const [key, text] of catalog) {
        const source = english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? '';
        expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(source));
        if (text === source && !SAME_AS_ENGLISH.has(text) && !/^\{\{\w+\}\}$/.test(text)) {
          expect.fail(`${locale}: ${key} is still English: "${text}"`);
        }
      }
    });
  }

  /**
   * i18next interpolates only `{{name}}`: `{name}`, `{{ name }`, or a look-alike letter from
   * another script (`{{nаme}}` with a Cyrillic а) is printed as is, braces and all. Outside
   * `{{\w+}}` no message has a brace.
   */
  for (const locale of SUPPORTED_LOCALES) {
    it(`${locale} writes every placeholder as {{name}}`, () => {
      const malformed = [...catalogs[locale]]
        .filter(([, text]) => /[{}]/.test(text.replace(/\{\{\w+\}\}/g, '')))
        .map(([key, text]) => `${locale}: ${key}: ${text}`);
      expect(malformed, `${locale}: messages with a brace outside {{name}}`).toEqual([]);
    });
  }

  /**
   * i18next picks `key_<category>` with Intl.PluralRules (cardinal) for the locale's tag: a missing
   * form quietly falls back to `_other` (or to English), so the language's own form for those
   * counts is never shown, and a form the locale has no category for is dead. Each plural key has exactly the locale's categories,
   * and a key plural in English is plural in every locale (not one text for every count).
   */
  for (const locale of SUPPORTED_LOCALES) {
    const categories = pluralCategories(locale);
    it(`${locale} has exactly the plural forms ${categories.join(', ')} (Intl.PluralRules for ${LOCALE_TAGS[locale]})`, () => {
      const catalog = catalogs[locale];
      const forms = pluralForms(catalog);
      const wrong = [...new Set([...englishPlurals.keys(), ...forms.keys()])].flatMap((base) => {
        const has = [...(forms.get(base) ?? [])].sort();
        const missing = categories.filter((category) => !has.includes(category)).map((category) => `${base}_${category}`);
        const extra = has.filter((category) => !categories.includes(category)).map((category) => `${base}_${category}`);
        return [...(catalog.has(base) ? [base] : []), ...extra]
          .map((key) => `${locale}: ${key} is extra`)
          .concat(missing.map((key) => `${locale}: ${key} is missing`));
      });
      expect(wrong, `${locale}: plural forms other than ${categories.join(', ')}`).toEqual([]);
    });
  }

  /**
   * What the visitor reads: for counts in every category, each plural key resolves to the
   * locale's own form for that count, filled in: no `{{…}}` left, no key path, no English.
   */
  for (const locale of SUPPORTED_LOCALES) {
    it(`${locale} resolves every plural key for counts ${COUNTS.join(', ')}`, () => {
      const translator = createTranslator(locale, messages[locale], messages.en);
      const rules = new Intl.PluralRules(LOCALE_TAGS[locale]);
      for (const base of englishPlurals.keys()) {
        const names = new Set(
          [...english].filter(([key]) => baseKey(key) === base).flatMap(([, text]) => placeholders(text) as string[]),
        );
        const values: MessageValues = Object.fromEntries([...names].map((name) => [name, `<${name}>`]));
        for (const count of COUNTS) {
          const where = `${locale}: ${base} with count ${count}`;
          const text = translator.t(base, { ...values, count });
          expect(text, where).not.toContain('{{');
          expect(text, where).not.toContain(base);
          const form = `${base}_${rules.select(count)}`;
          // i18next quietly falls back to `_other` (or to English) when the form is missing.
          expect(text, `${where} should say ${locale}'s ${form}`).toBe(
            fill(catalogs[locale].get(form) ?? `(no ${form})`, { ...values, count }),
          );
        }
      }
    });
  }

  /**
   * A key no code reads is dead weight in every catalog, and a trap for translators: delete it
   * from all 11. A key is used when a source file spells it out as a literal ('appPages.duration',
   * "…" or `…`; a plural key through its base key), or when DYNAMIC_KEYS says how the code builds it.
   */
  describe('every key is used', () => {
    const literals = sourceLiterals();
    const dynamic = DYNAMIC_KEYS.map((family) => ({ ...family, regExp: patternRegExp(family.pattern) }));
    const built = (key: string) =>
      dynamic.find(({ regExp }) =>
        regExp
          .exec(key)
          ?.slice(1)
          .every((value) => literals.has(value)),
      );
    const spelledOut = [...englishBases].filter((key) => literals.has(key));

    it('en.json has no key that no source file uses', () => {
      const kept = new Set(KEPT_UNUSED.map(({ key }) => key));
      const unused = [...englishBases].filter((key) => !literals.has(key) && !built(key) && !kept.has(key));
      expect(unused, 'en: keys no source file uses: delete them from all 11 catalogs').toEqual([]);
    });

    it('lists no dynamic family and no kept key that is not needed', () => {
      for (const { pattern } of DYNAMIC_KEYS) {
        const needed = [...englishBases].filter((key) => !spelledOut.includes(key) && built(key)?.pattern === pattern);
        expect(needed, `en: DYNAMIC_KEYS' ${pattern} makes no key used`).not.toEqual([]);
      }
      for (const { key } of KEPT_UNUSED) {
        expect(englishBases.has(key), `en: KEPT_UNUSED's ${key} is in no catalog`).toBe(true);
        expect(literals.has(key) || built(key) !== undefined, `en: KEPT_UNUSED's ${key} is used now`).toBe(false);
      }
    });
  });

  it('chooses plural forms by the locale’s rules', async () => {
    const english = createTranslator('en', messages.en);
    expect(english.t('slotPicker.seatsLeft', { count: 1 })).toBe('1 seat left');
    expect(english.t('slotPicker.seatsLeft', { count: 3 })).toBe('3 seats left');
    const polish = createTranslator('pl', messages.pl, messages.en);
    // Polish has distinct forms for 2–4 and 5+.
    expect(polish.t('slotPicker.seatsLeft', { count: 2 })).not.toBe(polish.t('slotPicker.seatsLeft', { count: 5 }));
  });

  it('interpolates the spec’s messages', async () => {
    const english = createTranslator('en', messages.en);
    expect(english.t('appPages.pageNotFound', { path: '/nowhere' })).toBe('Page Not Found: /nowhere');
    expect(english.t('errors.SEATS_LEFT', { n: 2 })).toBe('Total available seats for this slot is only 2');
    expect(english.t('slotPicker.noSlotsThisMonth')).toBe('No slot available this month.');
    expect(english.t('validation.emailInvalid')).toBe('Email is invalid!');
  });
});
