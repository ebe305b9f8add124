/** Initial schema. Portable column types only: the same migration runs on SQLite and PostgreSQL. */
import type { Kysely, CreateTableBuilder } from 'kysely';

type Builder = CreateTableBuilder<string, never>;
const id = (t: Builder) => t.addColumn('id', 'varchar(200)', (c) => c.primaryKey());
const flags = (t: Builder) =>
  t.addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1));

/** module_button / module_column / module_form. */
async function modulePart(db: Kysely<unknown>, table: string) {
  await flags(id(db.schema.createTable(table))
    .addColumn('module_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(200)', (c) => c.notNull())).execute();
  await db.schema.createIndex(`${table}_module`).on(table).column('module_id').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await flags(id(db.schema.createTable('users'))
    .addColumn('account', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('real_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(100)', (c) => c.notNull())
    .addColumn('head_icon', 'varchar(500)')
    .addColumn('gender', 'integer')
    .addColumn('mobile_phone', 'varchar(50)')
    .addColumn('email', 'varchar(200)')
    .addColumn('organize_id', 'varchar(200)')
    .addColumn('is_administrator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_mark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('log_error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('theme', 'varchar(50)')
    .addColumn('language', 'varchar(20)')
    .addColumn('system_id', 'varchar(200)')
    .addColumn('portal_id', 'varchar(200)')
    .addColumn('sign_img', 'text')
    .addColumn('change_password_date', 'bigint')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())).execute();

  await flags(id(db.schema.createTable('organize'))
    .addColumn('parent_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('category', 'varchar(50)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())).execute();

  await flags(id(db.schema.createTable('position'))
    .addColumn('organize_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(50)')
    .addColumn('description', 'text')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())).execute();

  await flags(id(db.schema.createTable('role'))
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(50)')
    .addColumn('global_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())).execute();

  await id(db.schema.createTable('user_relation'))
    .addColumn('user_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('user_relation_user').on('user_relation').column('user_id').execute();

  await flags(id(db.schema.createTable('system'))
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('icon', 'varchar(200)')
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')).execute();

  await flags(id(db.schema.createTable('module'))
    .addColumn('parent_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('system_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(200)', (c) => c.notNull())
    .addColumn('icon', 'varchar(200)')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('url_address', 'varchar(1000)')
    .addColumn('link_target', 'varchar(20)')
    .addColumn('category', 'varchar(20)', (c) => c.notNull().defaultTo('Web'))
    .addColumn('property_json', 'text')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')).execute();

  await modulePart(db, 'module_button');
  await modulePart(db, 'module_column');
  await modulePart(db, 'module_form');

  await id(db.schema.createTable('authorize'))
    .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(200)', (c) => c.notNull()).execute();
  await db.schema.createIndex('authorize_object').on('authorize').columns(['object_id', 'item_type']).execute();

  await flags(id(db.schema.createTable('dictionary_type'))
    .addColumn('parent_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_tree', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('creator_time', 'bigint')).execute();

  await flags(id(db.schema.createTable('dictionary_data'))
    .addColumn('dictionary_type_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(200)', (c) => c.notNull())
    .addColumn('simple_spelling', 'varchar(500)')
    .addColumn('is_default', 'integer')
    .addColumn('description', 'text')
    .addColumn('creator_time', 'bigint')).execute();
  await db.schema.createIndex('dictionary_data_type').on('dictionary_data').column('dictionary_type_id').execute();

  await flags(id(db.schema.createTable('bill_rule'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(200)')
    .addColumn('prefix', 'varchar(100)', (c) => c.notNull())
    .addColumn('date_format', 'varchar(20)', (c) => c.notNull())
    .addColumn('digit', 'integer', (c) => c.notNull())
    .addColumn('start_number', 'varchar(50)', (c) => c.notNull())
    .addColumn('example', 'varchar(200)')
    .addColumn('this_number', 'integer')
    .addColumn('output_number', 'varchar(200)')
    .addColumn('description', 'text')
    .addColumn('creator_time', 'bigint')).execute();

  await flags(id(db.schema.createTable('visualdev'))
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(200)')
    .addColumn('web_type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('enable_flow', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_data', 'text', (c) => c.notNull())
    .addColumn('column_data', 'text', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint')).execute();

  await id(db.schema.createTable('visualdev_record'))
    .addColumn('model_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(200)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', 'varchar(200)')
    .addColumn('last_modify_time', 'bigint').execute();
  await db.schema.createIndex('visualdev_record_model').on('visualdev_record').column('model_id').execute();

  await id(db.schema.createTable('user_session'))
    .addColumn('token_hash', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_reason', 'varchar(20)')
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip_address', 'varchar(100)').execute();
  await db.schema.createIndex('user_session_user').on('user_session').column('user_id').execute();

  await db.schema.createTable('captcha')
    .addColumn('captcha_key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull()).execute();

  await db.schema.createTable('sys_config')
    .addColumn('config_key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('config_value', 'text', (c) => c.notNull()).execute();

  await id(db.schema.createTable('login_log'))
    .addColumn('user_id', 'varchar(200)')
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('login_time', 'bigint', (c) => c.notNull())
    .addColumn('ip_address', 'varchar(100)')
    .addColumn('ip_address_name', 'varchar(100)')
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('description', 'text').execute();
  await db.schema.createIndex('login_log_user').on('login_log').columns(['user_id', 'login_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['login_log', 'sys_config', 'captcha', 'user_session', 'visualdev_record', 'visualdev', 'bill_rule',
    'dictionary_data', 'dictionary_type', 'authorize', 'module_form', 'module_column', 'module_button', 'module',
    'system', 'user_relation', 'role', 'position', 'organize', 'users'];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
