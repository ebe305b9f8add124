/**
 * In-code migration provider: the list of versioned migrations, in order. Kysely refuses a migration that sorts
 * before one a store has already run, so a new migration takes a number above the highest here: the gaps (0008-0010,
 * 0012, 0014) were left by parallel work and stay unused.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002people from './0002_people_data';
import * as m0003current from './0003_current_user';
import * as m0004print from './0004_print';
import * as m0005guard from './0005_login_guard';
import * as m0006serial from './0006_serial_numbers';
import * as m0007version from './0007_record_version';
import * as m0013columns from './0013_columns_purview';
import * as m0011userAdmin from './0011_user_admin';
import * as m0015seedLog from './0015_seed_log';
import * as m0016answerVersion from './0016_answer_version';
import * as m0017recordFiles from './0017_record_files';
import * as m0018messages from './0018_messages';
import * as m0019messageTemplates from './0019_message_templates';
import * as m0020dataInterfaceLog from './0020_data_interface_log';
import * as m0021recordCounts from './0021_record_counts';
import * as m0022recordText from './0022_record_text';
import * as m0023fileContent from './0023_file_content';
import * as m0024definitionVersion from './0024_definition_version';
import * as m0025advancedQuery from './0025_advanced_query';
import * as m0026bigrams from './0026_bigrams';
import * as m0027recordSearchText from './0027_record_search_text';
import * as m0028recordTextStatistics from './0028_record_text_statistics';

export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_people_data': m0002people,
  '0003_current_user': m0003current,
  '0004_print': m0004print,
  '0005_login_guard': m0005guard,
  '0006_serial_numbers': m0006serial,
  '0007_record_version': m0007version,
  '0013_columns_purview': m0013columns,
  '0011_user_admin': m0011userAdmin,
  '0015_seed_log': m0015seedLog,
  '0016_answer_version': m0016answerVersion,
  '0017_record_files': m0017recordFiles,
  '0018_messages': m0018messages,
  '0019_message_templates': m0019messageTemplates,
  '0020_data_interface_log': m0020dataInterfaceLog,
  '0021_record_counts': m0021recordCounts,
  '0022_record_text': m0022recordText,
  '0023_file_content': m0023fileContent,
  '0024_definition_version': m0024definitionVersion,
  '0025_advanced_query': m0025advancedQuery,
  '0026_bigrams': m0026bigrams,
  '0027_record_search_text': m0027recordSearchText,
  '0028_record_text_statistics': m0028recordTextStatistics,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
