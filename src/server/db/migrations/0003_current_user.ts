/**
 * The signed-in user's own data: the profile fields of BaseInfo beyond the account
 * columns, and the user's signature images (one of which is the default copied into users.sign_img).
 * Portable column types only (SQLite and PostgreSQL). The Kysely types are merged into the schema below.
 */
import type { Kysely } from 'kysely';

/** Profile columns added to `users`; all optional, so nothing that creates users has to know them. */
export interface UserProfileColumns {
  birthday: number | null;
  nation: string | null;
  nativePlace: string | null;
  education: string | null;
  certificatesType: string | null;
  certificatesNumber: string | null;
  telePhone: string | null;
  landline: string | null;
  urgentContacts: string | null;
  urgentTelePhone: string | null;
  postalAddress: string | null;
  signature: string | null;
}

/** A handwritten signature image (data URL) of a user; at most one per user has isDefault 1. */
export interface UserSignImgTable {
  id: string;
  userId: string;
  signImg: string;
  isDefault: number;
  creatorTime: number;
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface UsersTable extends UserProfileColumns {}
  interface Database {
    userSignImg: UserSignImgTable;
  }
}

const PROFILE_COLUMNS: [string, string][] = [
  ['birthday', 'bigint'], ['nation', 'varchar(100)'], ['native_place', 'varchar(200)'], ['education', 'varchar(100)'],
  ['certificates_type', 'varchar(100)'], ['certificates_number', 'varchar(100)'], ['tele_phone', 'varchar(50)'],
  ['landline', 'varchar(50)'], ['urgent_contacts', 'varchar(100)'], ['urgent_tele_phone', 'varchar(50)'],
  ['postal_address', 'varchar(500)'], ['signature', 'varchar(500)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  for (const [name, type] of PROFILE_COLUMNS) {
    await db.schema.alterTable('users').addColumn(name, type as 'text').execute();
  }
  await db.schema.createTable('user_sign_img')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('sign_img', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull()).execute();
  await db.schema.createIndex('user_sign_img_user').on('user_sign_img').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_sign_img').ifExists().execute();
  for (const [name] of [...PROFILE_COLUMNS].reverse()) {
    await db.schema.alterTable('users').dropColumn(name).execute();
  }
}
