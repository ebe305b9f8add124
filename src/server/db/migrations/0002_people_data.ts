/**
 * Data the pickers and data-backed field kinds read: permission groups, organisation-scoped roles, areas, data
 * interfaces, per-user serial-number reservations, uploaded files and one-shot download tickets.
 * Portable column types only (SQLite and PostgreSQL). The Kysely types are merged into `Database` below.
 */
import type { Kysely } from 'kysely';

/** Permission group (用户组); `type` is its category's name, members are user_relation rows of objectType 'Group'. */
export interface PermissionGroupTable {
  id: string;
  type: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

/** Binds an object (a non-global role) to an organisation. */
export interface OrganizeRelationTable {
  id: string;
  organizeId: string;
  objectType: string; // 'Role'
  objectId: string;
}

/** A GB/T 2260 administrative division; provinces have parentId '-1'. */
export interface AreaTable {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  level: number;
  sortCode: number;
  enabledMark: number;
}

/** A named read-only data source; `config` is JSON (static rows, or a whitelisted table query). */
export interface DataInterfaceTable {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: string; // 'static' | 'table'
  config: string;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
}

/** The serial number shown to a user in an open form, kept until a save uses it. */
export interface BillReservationTable {
  id: string; // `${userId}:${enCode}`
  userId: string;
  enCode: string;
  number: string;
  createdAt: number;
}

/** An uploaded file: stored name yyyyMMdd_<uuid>.<ext> under files/<type>/. */
export interface FileUploadTable {
  name: string;
  type: string;
  originalName: string;
  fileSize: number;
  fileExtension: string;
  userId: string;
  createdAt: number;
}

/** A one-shot download ticket (sha256 of the random value). */
export interface FileTicketTable {
  ticketHash: string;
  type: string;
  name: string;
  expiresAt: number;
}

declare module '../schema' {
  interface Database {
    permissionGroup: PermissionGroupTable;
    organizeRelation: OrganizeRelationTable;
    area: AreaTable;
    dataInterface: DataInterfaceTable;
    billReservation: BillReservationTable;
    fileUpload: FileUploadTable;
    fileTicket: FileTicketTable;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('permission_group')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(200)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('creator_time', 'bigint', (c) => c.notNull()).execute();

  await db.schema.createTable('organize_relation')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('organize_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(200)', (c) => c.notNull()).execute();
  await db.schema.createIndex('organize_relation_object').on('organize_relation')
    .columns(['object_type', 'object_id']).execute();

  await db.schema.createTable('area')
    .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('parent_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('area_parent').on('area').column('parent_id').execute();

  await db.schema.createTable('data_interface')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_time', 'bigint', (c) => c.notNull()).execute();

  await db.schema.createTable('bill_reservation')
    .addColumn('id', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(200)', (c) => c.notNull())
    .addColumn('number', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();

  await db.schema.createTable('file_upload')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(500)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('file_extension', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();

  await db.schema.createTable('file_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['file_ticket', 'file_upload', 'bill_reservation', 'data_interface', 'area', 'organize_relation',
    'permission_group']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
