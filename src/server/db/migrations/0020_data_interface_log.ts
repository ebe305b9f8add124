/**
 * The call log of data interfaces: one row per call (a form's options, a popup select's page, the preview of the
 * 数据接口 screen), with who called, how long it took and whether it answered, so an administrator sees which
 * interfaces are slow or failing.
 */
import type { Kysely } from 'kysely';

export interface DataInterfaceLogTable {
  id: string;
  interfaceId: string;
  /** Preview, List, InfoByIds. */
  action: string;
  userId: string;
  userName: string;
  ip: string | null;
  invokeTime: number;
  /** Milliseconds from the call's start to its answer. */
  duration: number;
  /** 1 answered rows, 0 refused or failed. */
  success: number;
  message: string | null;
}

declare module '../schema' {
  interface Database {
    dataInterfaceLog: DataInterfaceLogTable;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('data_interface_log')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('interface_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('ip', 'varchar(100)')
    .addColumn('invoke_time', 'bigint', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('message', 'text').execute();
  // The log screen reads one interface's calls, newest first.
  await db.schema.createIndex('data_interface_log_interface').on('data_interface_log')
    .columns(['interface_id', 'invoke_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_interface_log').execute();
}
