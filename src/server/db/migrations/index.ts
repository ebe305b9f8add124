/** In-code migration provider: the list of versioned migrations, in order. */
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';

export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
