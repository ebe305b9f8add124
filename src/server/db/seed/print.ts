/**
 * Seed of the print templates of fixtures/print-templates.json. A template's HTML is kept there as an array of
 * lines, so it stays readable; it is stored joined.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { insertMissing } from './insert';
import { readFixture } from './people';

interface TemplateFixture { id: string; fullName: string; enCode: string; category: string; type: number;
  modelId?: string | null; sortCode?: number; enabledMark?: number; description?: string; printTemplate: string | string[] }

export async function seedPrintTemplates(trx: Transaction<Database>): Promise<void> {
  const now = Date.now();
  await insertMissing(trx, 'printTemplate', (readFixture('print-templates.json') as TemplateFixture[]).map((t, i) => ({
    id: t.id, fullName: t.fullName, enCode: t.enCode, category: t.category, type: t.type, modelId: t.modelId ?? null,
    printTemplate: Array.isArray(t.printTemplate) ? t.printTemplate.join('\n') : t.printTemplate,
    description: t.description ?? null, sortCode: t.sortCode ?? i, enabledMark: t.enabledMark ?? 1,
    creatorUserId: null, creatorTime: now, lastModifyTime: null })));
}
