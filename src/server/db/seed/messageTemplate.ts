/**
 * Seed of the message data types and the shipped message templates of fixtures/message-templates.json. A template's
 * parameters are read from its texts, as a save reads them.
 */
import type { Transaction } from 'kysely';
import { templateParams } from '../../../engine/messageTemplate/params';
import type { Database } from '../schema';
import { insertMissing } from './insert';
import { readFixture } from './people';

interface DataTypeFixture { id: string; type: string; fullName: string; enCode: string; sortCode: number }
interface TemplateFixture { id: string; fullName: string; enCode: string; templateType: number; messageSource: string;
  messageType: string; title: string; content?: string; templateCode?: string; sortCode?: number; description?: string }

export async function seedMessageTemplates(trx: Transaction<Database>): Promise<void> {
  const { dataTypes, templates } = readFixture('message-templates.json') as { dataTypes: DataTypeFixture[];
    templates: TemplateFixture[] };
  await insertMissing(trx, 'messageDataType', dataTypes);
  const now = Date.now();
  await insertMissing(trx, 'messageTemplateConfig', templates.map((t, i) => ({
    id: t.id, fullName: t.fullName, enCode: t.enCode, templateType: t.templateType, messageSource: t.messageSource,
    messageType: t.messageType, title: t.title, content: t.content ?? null, templateCode: t.templateCode ?? null,
    paramJson: JSON.stringify(templateParams(t.title, t.content)), description: t.description ?? null,
    sortCode: t.sortCode ?? i, enabledMark: 1, creatorUserId: null, creatorTime: now, lastModifyUserId: null,
    lastModifyTime: null })));
}
