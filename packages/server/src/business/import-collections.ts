import type { Transaction } from '../db/database';
import { type ImportCounts, linkAll, upsert } from '../db/upserts';
import { storeQuestionnaire } from '../forms/questionnaires';
import type { BusinessDocument } from './business-document';
import { type CatalogImportReport, idOf } from './import-rows';

/** Row ids of what the import wrote before the collections, by slug. */
export interface ImportedIds {
  serviceIds: Map<string, number>;
  providerIds: Map<string, number>;
}

/** A service group or a service menu of the document: what their two tables both store. */
type ServiceList = BusinessDocument['groups'][number] | BusinessDocument['serviceMenus'][number];

/**
 * Creates or updates a service group or menu by its public id, at `position` in the document.
 * Their tables have the same columns, so one statement serves both (`table` is one of the two
 * names, never input). Answers the row's id.
 */
function upsertServiceList(
  tx: Transaction,
  table: 'service_groups' | 'service_menus',
  list: ServiceList,
  position: number,
  counts: ImportCounts,
): Promise<number> {
  return upsert(
    tx,
    `INSERT INTO ${table} (public_id, slug, name, description, position, translations) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (public_id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name,
       description = EXCLUDED.description, position = EXCLUDED.position, translations = EXCLUDED.translations,
       updated_at = now()`,
    [list.id, list.slug, list.name, list.description, position, JSON.stringify(list.translations ?? {})],
    counts,
  );
}

/**
 * Creates or updates the document's service groups, service menus (with their categories),
 * bookings pages (each with its translations), forms and surveys, inside the import's transaction,
 * after the services and providers they name.
 */
export async function importCollections(
  tx: Transaction,
  document: BusinessDocument,
  { serviceIds, providerIds }: ImportedIds,
  report: CatalogImportReport,
): Promise<void> {
  for (const [position, group] of document.groups.entries()) {
    const id = await upsertServiceList(tx, 'service_groups', group, position, report.groups);
    const services = group.services.map((slug) => idOf(serviceIds, slug));
    await linkAll(tx, 'service_group_services', 'group_id', id, 'service_id', services);
  }

  for (const [position, menu] of document.serviceMenus.entries()) {
    const id = await upsertServiceList(tx, 'service_menus', menu, position, report.serviceMenus);
    // Categories carry no history: the document's replace the stored ones.
    await tx.query('DELETE FROM service_menu_categories WHERE menu_id = $1', [id]);
    for (const [categoryPosition, category] of menu.categories.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO service_menu_categories (menu_id, name, position, translations) VALUES ($1, $2, $3, $4::jsonb) RETURNING id',
        [id, category.name, categoryPosition, JSON.stringify(category.translations ?? {})],
      );
      const categoryId = rows[0]?.id;
      if (categoryId === undefined) throw new Error('category insert returned no row');
      const services = category.services.map((slug) => idOf(serviceIds, slug));
      await linkAll(tx, 'service_menu_category_services', 'category_id', categoryId, 'service_id', services);
    }
  }

  for (const [position, page] of document.bookingPages.entries()) {
    await upsert(
      tx,
      `INSERT INTO booking_pages (slug, title, description, provider_id, position, translations)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
         provider_id = EXCLUDED.provider_id, position = EXCLUDED.position, translations = EXCLUDED.translations,
         updated_at = now()`,
      [
        page.slug,
        page.title,
        page.description,
        idOf(providerIds, page.provider),
        position,
        JSON.stringify(page.translations ?? {}),
      ],
      report.bookingPages,
    );
  }

  // Forms and surveys are stored whole: their definition is what GET answers and submissions are checked against.
  for (const [position, form] of document.forms.entries()) await storeQuestionnaire(tx, 'form', form, position, report.forms);
  for (const [position, survey] of document.surveys.entries()) {
    await storeQuestionnaire(tx, 'survey', survey, position, report.surveys);
  }
}
