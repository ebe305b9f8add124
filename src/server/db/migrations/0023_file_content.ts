/**
 * Chunked uploads (issue 17): each stored file remembers the MD5 of its content as the server computed it while
 * joining the chunks, so a user sending the same content again completes at once ("instant upload") from a file of
 * their own, and a file's content can be checked against what the client announced.
 */
import type { Kysely } from 'kysely';

export interface FileContentColumns {
  contentMd5: string | null;
}

declare module './0002_people_data' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FileUploadTable extends FileContentColumns {}
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('file_upload').addColumn('content_md5', 'varchar(32)').execute();
  await db.schema.createIndex('file_upload_content').on('file_upload').columns(['user_id', 'content_md5']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('file_upload_content').ifExists().execute();
  await db.schema.alterTable('file_upload').dropColumn('content_md5').execute();
}
