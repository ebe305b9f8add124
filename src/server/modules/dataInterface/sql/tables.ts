/**
 * The tables a SQL data interface may read: reference data and the generated forms' records, which is what the
 * original product's SQL interfaces fed selects and popups with. Accounts, passwords, sessions, login logs, tickets,
 * chats, messages, settings and the interfaces themselves are not readable: an administrator's SQL text must not be
 * a way to hand password hashes or session tokens to every user who can call the interface. People are reached
 * through the table kind (`source: users`), which answers names, never secrets.
 *
 * PostgreSQL enforces the list with a role holding SELECT on these tables only (role.ts); SQLite with the child's
 * check of the compiled statement (sqlite.ts): every table or index it opens must belong to one of them.
 */
export const SQL_READABLE_TABLES = [
  'area', 'dictionary_type', 'dictionary_data', 'organize', 'position', 'role', 'permission_group', 'bill_rule',
  'visualdev', 'visualdev_record',
] as const;
