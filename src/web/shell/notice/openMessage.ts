/**
 * What opening a message does: a notice (1) or system message (3) shows the dialog; a flow message (2) goes to
 * /workFlow/entrust?config={flowType} when it names an entrust flow type, else to /workFlowDetail with its body
 * (base64, then URL-encoded) as config. Opening reads it, so the badge drops by one when it was unread.
 */
import { addUnreadNotices } from '../navbar/unread';
import { readInfo, type MessageInfo, type MessageRow } from './api';

/** UTF-8 safe base64 of a text. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** The route a flow message opens. */
export function flowRoute(m: Pick<MessageInfo, 'flowType' | 'bodyText'>): string {
  if (m.flowType === 2) return `/workFlow/entrust?config=${m.flowType}`;
  return `/workFlowDetail?config=${encodeURIComponent(base64(m.bodyText ?? ''))}`;
}

/** Reads the message (marking it read) and answers it, with the route to go to for a flow message. */
export async function openMessage(row: MessageRow): Promise<{ info: MessageInfo; route?: string }> {
  const info = await readInfo(row.id);
  if (row.isRead === '0') addUnreadNotices(-1);
  return row.type === 2 ? { info, route: flowRoute(info) } : { info };
}
