/**
 * The chat drawer: Messages (recent conversations with their unread counts, and a context menu to remove a
 * conversation or delete its chat record after confirmation) and Contacts (searchable, pages of 20 loaded within
 * 300 px of the bottom). Opening either starts the chat window; its unread messages stop counting.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { App as AntApp, Avatar, Badge, Drawer, Dropdown, Input, List, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '../../../api/imageSrc';
import { addUnreadChats } from '../../navbar/unread';
import { deleteChatRecord, listContacts, listConversations, removeConversation, type Contact, type Conversation } from '../api';
import { onSocketFrame } from '../socket';
import { ChatWindow } from './ChatWindow';

export const CONTACTS_PAGE = 20;
export const CONTACTS_MORE_PX = 300;

export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const [tab, setTab] = useState('messages');
  const [conversations, setConversations] = useState<Conversation[]>([]);
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [total, setTotal] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [peer, setPeer] = useState<Contact | null>(null);
  const page = useRef(1);
  const busy = useRef(false);
  /** The latest contacts load: an answer to an older one (another keyword) is dropped. */
  const seq = useRef(0);

  const loadConversations = useCallback(async () => {
    try {
      setConversations(await listConversations());
    } catch { /* the request told the user */ }
  }, []);
  // A new search (reset) always goes, even while a page is loading, so a keyword typed during a load is not lost;
  // only further pages wait for the load in flight.
  const loadContacts = useCallback(async (reset: boolean) => {
    if (!reset && busy.current) return;
    const mine = ++seq.current;
    busy.current = true;
    const next = reset ? 1 : page.current + 1;
    try {
      const d = await listContacts({ keyword, currentPage: next, pageSize: CONTACTS_PAGE });
      if (mine !== seq.current) return;
      page.current = next;
      setContacts((old) => (reset ? d.list : [...old, ...d.list]));
      setTotal(d.pagination.total);
    } catch { /* the request told the user */ } finally {
      if (mine === seq.current) busy.current = false;
    }
  }, [keyword]);

  useEffect(() => {
    if (open) void loadConversations();
  }, [open, loadConversations]);
  useEffect(() => {
    if (open && tab === 'contacts') void loadContacts(true);
  }, [open, tab, loadContacts]);
  useEffect(() => onSocketFrame((f) => {
    if (open && (f.method === 'receiveMessage' || f.method === 'sendMessage')) void loadConversations();
  }), [open, loadConversations]);

  const chatWith = (c: Contact, unread = 0) => {
    if (unread) addUnreadChats(-unread);
    setConversations((list) => list.map((x) => (x.id === c.id ? { ...x, unreadMessage: 0 } : x)));
    setPeer(c);
  };
  const menu = (c: Conversation) => ({
    items: [{ key: 'remove', label: t('notice.removeConversation') }, { key: 'delete', label: t('notice.deleteChatRecord'), danger: true }],
    onClick: ({ key }: { key: string }) => {
      if (key === 'remove') {
        void removeConversation(c.id).then(() => {
          addUnreadChats(-c.unreadMessage);
          return loadConversations();
        });
        return;
      }
      modal.confirm({ title: t('notice.tip'), content: t('notice.deleteChatConfirm'), okText: t('notice.ok'),
        cancelText: t('notice.cancel'), onOk: async () => {
          await deleteChatRecord(c.id);
          addUnreadChats(-c.unreadMessage);
          await loadConversations();
        } });
    },
  });
  const latest = (c: Conversation) => (c.messageType === 'text' ? c.latestMessage
    : t(c.messageType === 'image' ? 'notice.imageText' : `notice.${c.messageType}`));
  const avatar = (c: Contact) => <Avatar src={c.headIcon ? imageSrc(c.headIcon) : undefined}>{(c.realName || c.account).slice(0, 1)}</Avatar>;

  return (
    <>
      <Drawer open={open} onClose={onClose} width={280} title={t('notice.chatTitle')} data-testid="chat-drawer"
        styles={{ body: { padding: 0 } }}>
        <Tabs activeKey={tab} onChange={setTab} centered items={[
          { key: 'messages', label: t('notice.chatMessages'), children: (
            <List dataSource={conversations} data-testid="chat-conversations" renderItem={(c) => (
              <Dropdown trigger={['contextMenu']} menu={menu(c)}>
                <List.Item style={{ padding: '8px 12px', cursor: 'pointer' }} onClick={() => chatWith(c, c.unreadMessage)}
                  data-testid="chat-conversation">
                  <List.Item.Meta avatar={<Badge count={c.unreadMessage} size="small">{avatar(c)}</Badge>}
                    title={c.realName || c.account}
                    description={<Typography.Text type="secondary" ellipsis style={{ maxWidth: 180 }}>{latest(c)}</Typography.Text>} />
                </List.Item>
              </Dropdown>
            )} />
          ) },
          { key: 'contacts', label: t('notice.chatContacts'), children: (
            <div>
              <div style={{ padding: 8 }}>
                <Input.Search allowClear size="small" placeholder={t('notice.search')} onSearch={(v) => setKeyword(v.trim())}
                  data-testid="chat-contact-search" />
              </div>
              <div style={{ height: 'calc(100vh - 200px)', overflowY: 'auto' }} data-testid="chat-contacts"
                onScroll={(e) => {
                  const el = e.currentTarget;
                  if (el.scrollHeight - el.scrollTop - el.clientHeight <= CONTACTS_MORE_PX && contacts.length < total) {
                    void loadContacts(false);
                  }
                }}>
                <List dataSource={contacts} renderItem={(c) => (
                  <List.Item style={{ padding: '8px 12px', cursor: 'pointer' }} onClick={() => chatWith(c)} data-testid="chat-contact">
                    <List.Item.Meta avatar={avatar(c)} title={c.realName || c.account} description={c.department} />
                  </List.Item>
                )} />
              </div>
            </div>
          ) },
        ]} />
      </Drawer>
      {/* One window per peer: its input starts from that conversation's draft. */}
      {peer && <ChatWindow key={peer.id} peer={peer} onClose={() => { setPeer(null); void loadConversations(); }} />}
    </>
  );
}
