/**
 * In-app messages and chat (issue 15). A message (notice, flow or system) is written once; each recipient gets a
 * receipt row with their own read state, made when the message is released, so a user who was offline finds it
 * unread when they come back. Chat records are kept per pair of users; im_reply is each user's conversation list
 * (a conversation they removed stays hidden until a new message, and a cleared one hides the records before it).
 */
import type { Kysely } from 'kysely';

export interface MessageTable {
  id: string;
  title: string;
  /** 1 notice, 2 flow, 3 system. */
  type: number;
  flowType: number | null;
  bodyText: string | null;
  /** JSON list of attachments [{fileId, name, url, fileSize}]. */
  files: string | null;
  /** JSON list of recipient user ids; null or empty means every enabled user. */
  toUserIds: string | null;
  /** 0 draft, 1 released. */
  enabledMark: number;
  releaseUserId: string | null;
  releaseTime: number | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface MessageReceiveTable {
  id: string;
  messageId: string;
  userId: string;
  /** Copied from the message so a user's unread counts per type need no join. */
  type: number;
  isRead: number;
  readTime: number | null;
  creatorTime: number;
}

export interface ImContentTable {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  /** text, image, voice or video. */
  contentType: string;
  /** The text itself, or JSON {path, width, height} / {path, length}. */
  content: string;
  sendTime: number;
  receiveTime: number | null;
  /** 0 unread by the receiver, 1 read. */
  state: number;
}

export interface ImReplyTable {
  userId: string;
  peerId: string;
  latestTime: number;
  /** 1 when the user removed the conversation from their list (until the next message). */
  hidden: number;
  /** Records sent before this time are no longer shown to the user (their chat record was deleted). */
  clearedAt: number;
}

declare module '../schema' {
  interface Database {
    message: MessageTable;
    messageReceive: MessageReceiveTable;
    imContent: ImContentTable;
    imReply: ImReplyTable;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('message')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('flow_type', 'integer')
    .addColumn('body_text', 'text')
    .addColumn('files', 'text')
    .addColumn('to_user_ids', 'text')
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('release_user_id', 'varchar(64)')
    .addColumn('release_time', 'bigint')
    .addColumn('creator_user_id', 'varchar(64)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint')
    .execute();
  await db.schema.createIndex('message_type_created').on('message').columns(['type', 'creator_time']).execute();

  await db.schema.createTable('message_receive')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('message_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', 'bigint')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_receive_user').on('message_receive')
    .columns(['user_id', 'is_read', 'type']).execute();
  await db.schema.createIndex('message_receive_message').on('message_receive').columns(['message_id', 'user_id'])
    .unique().execute();

  await db.schema.createTable('im_content')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('send_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('receive_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('send_time', 'bigint', (c) => c.notNull())
    .addColumn('receive_time', 'bigint')
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('im_content_pair').on('im_content')
    .columns(['send_user_id', 'receive_user_id', 'send_time']).execute();
  await db.schema.createIndex('im_content_unread').on('im_content').columns(['receive_user_id', 'state']).execute();

  await db.schema.createTable('im_reply')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('peer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('latest_time', 'bigint', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cleared_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('im_reply_pk', ['user_id', 'peer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['im_reply', 'im_content', 'message_receive', 'message']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
