/** Typed calls of messages and chat (server: src/server/modules/message). */
import { http } from '../../api/http';

export interface MessageRow {
  id: string;
  title: string;
  /** 1 notice, 2 flow, 3 system. */
  type: number;
  flowType: number | null;
  isRead: '0' | '1';
  releaseUser: string;
  releaseTime: number | null;
}

export interface MessageInfo extends MessageRow {
  bodyText: string;
  /** JSON list of attachments. */
  files: string;
}

export interface MessageFilter { keyword?: string; type?: string; isRead?: string }
export interface Page<T> { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } }

export const listMessages = async (q: MessageFilter & { currentPage: number; pageSize: number }) =>
  (await http.get<Page<MessageRow>>('/api/message', { ...q, sort: 'desc' })).data!;
export const readAll = (f: MessageFilter) => http.post('/api/message/Actions/ReadAll', f);
/**
 * The user's unread messages of every type as the server counts them (what initMessage's counts add up to): the
 * badge after a change no socket frame reports, mark-all-read under a filter or deleting unread copies.
 */
export const unreadTotal = async () => (await listMessages({ isRead: '0', currentPage: 1, pageSize: 1 })).pagination.total;
export const readInfo = async (id: string) => (await http.get<MessageInfo>(`/api/message/ReadInfo/${id}`)).data!;
export const deleteRecords = (ids: string[]) => http.delete('/api/message/Record', { ids: ids.join(',') });

export interface Conversation {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  department: string;
  unreadMessage: number;
  latestMessage: string;
  messageType: string;
  latestDate: number;
}
export interface Contact { id: string; account: string; realName: string; headIcon: string; department: string }

export const listConversations = async () => (await http.get<{ list: Conversation[] }>('/api/message/imreply')).data!.list;
export const deleteChatRecord = (peer: string) => http.delete(`/api/message/imreply/deleteChatRecord/${peer}`);
export const removeConversation = (peer: string) => http.delete(`/api/message/imreply/relocation/${peer}`);
export const listContacts = async (q: { keyword: string; currentPage: number; pageSize: number }) =>
  (await http.get<Page<Contact>>('/api/permission/Users/ImUser', q)).data!;

/** Uploads a chat image (multipart); answers the stored name. */
export async function uploadChatImage(file: File): Promise<{ name: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<{ name: string; url: string }>('/api/file/Uploader/IM', form)).data!;
}
