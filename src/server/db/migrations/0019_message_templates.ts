/**
 * Message templates (消息模板) and their data types: the configuration messages are written from (the title and
 * body with {parameter} placeholders, the channel and the source), and the short lists of values a template names
 * (message types, message sources, template types) served by MessageDataType/getTypeList/{type}. Codes have no
 * unique index, like the other administered codes: saves check them one at a time (organize/adminCommon exclusive).
 */
import type { Kysely } from 'kysely';

export interface MessageTemplateConfigTable {
  id: string;
  fullName: string;
  enCode: string;
  /** 0 system template (shipped, cannot be deleted, keeps its code), 1 custom template. */
  templateType: number;
  /** Message source: enCode of a data type of type 2 (1 notice, 2 flow, 3 system, 4 schedule). */
  messageSource: string;
  /** Channel: enCode of a data type of type 1 (1 in-app message, 2 e-mail, 3 SMS ...). */
  messageType: string;
  title: string;
  content: string | null;
  /** The third-party template id (SMS, WeChat) the channel sends by, when it needs one. */
  templateCode: string | null;
  /** JSON list [{field, fieldName}]: the {placeholders} of title and content, in order of first use. */
  paramJson: string;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface MessageDataTypeTable {
  id: string;
  /** Which list the value belongs to: 1 message type, 2 message source, 3 template type. */
  type: string;
  fullName: string;
  enCode: string;
  sortCode: number;
}

declare module '../schema' {
  interface Database {
    messageTemplateConfig: MessageTemplateConfigTable;
    messageDataType: MessageDataTypeTable;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('message_template_config')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('template_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('message_source', 'varchar(50)', (c) => c.notNull())
    .addColumn('message_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('template_code', 'varchar(200)')
    .addColumn('param_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', 'varchar(200)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', 'varchar(200)')
    .addColumn('last_modify_time', 'bigint').execute();
  await db.schema.createIndex('message_template_config_code').on('message_template_config').column('en_code').execute();
  await db.schema.createTable('message_data_type')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('message_data_type_type').on('message_data_type').columns(['type', 'sort_code']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_data_type').ifExists().execute();
  await db.schema.dropTable('message_template_config').ifExists().execute();
}
