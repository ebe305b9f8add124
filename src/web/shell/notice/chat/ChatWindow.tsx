/**
 * The chat window with one contact: the latest 30 records first, text (trimmed; empty is not sent; Enter or the
 * button sends), an emoji picker, one image at a time (images only, at most 5 MB), voice and video playback, and
 * a searchable history panel of 50 a page. A message from this contact while the window is open is appended and
 * read at once (socket.ts answers it with UpdateReadMessage). Text typed and not sent is kept as the
 * conversation's draft (useChatDraft) and is back in the input when the window opens again.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { App as AntApp, Button, Input, List, Modal, Pagination, Popover, Space, Typography, Upload, type GetRef } from 'antd';
import { PictureOutlined, SmileOutlined, HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../../engine/time/relative';
import { useSession } from '../../../session/store';
import { uploadChatImage, type Contact } from '../api';
import { onSocketFrame, sendFrame, setOpenChatPeer, type SocketFrame } from '../socket';
import { insertAtCaret } from './caret';
import { ChatContent } from './ChatContent';
import { EmojiPicker } from './EmojiPicker';
import { useChatDraft } from './useChatDraft';

/** The chat's image limit, 5 MB (5242880 bytes). */
export const IMAGE_LIMIT = 5 * 1024 * 1024;
export const FIRST_LOAD = 30;
export const HISTORY_PAGE = 50;

interface Rec { id?: string; sendUserId: string; contentType: string; content: unknown; sendTime: number }

/** The image's natural size, sent with it so the peer can lay it out before it loads. */
const imageSize = (file: File) => new Promise<{ width: number; height: number }>((resolve) => {
  const img = new window.Image();
  const url = URL.createObjectURL(file);
  img.onload = () => { resolve({ width: img.naturalWidth, height: img.naturalHeight }); URL.revokeObjectURL(url); };
  img.onerror = () => resolve({ width: 0, height: 0 });
  img.src = url;
});

export function ChatWindow({ peer, onClose }: { peer: Contact; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const me = useSession().userInfo?.userId ?? '';
  const [records, setRecords] = useState<Rec[]>([]);
  const [text, setText] = useChatDraft(me, peer.id);
  const [history, setHistory] = useState<{ open: boolean; keyword: string; page: number; list: Rec[]; total: number }>(
    { open: false, keyword: '', page: 1, list: [], total: 0 });
  const bottom = useRef<HTMLDivElement>(null);
  const input = useRef<GetRef<typeof Input.TextArea>>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  /** Where the caret goes once a picked emoji is in the box. */
  const caret = useRef<number | null>(null);
  const asking = useRef<'window' | 'history'>('window');

  useEffect(() => {
    setOpenChatPeer(peer.id);
    const off = onSocketFrame((f: SocketFrame) => {
      if (f.method === 'receiveMessage' && f.formUserId === peer.id) {
        setRecords((r) => [...r, { sendUserId: peer.id, contentType: String(f.messageType), content: f.formMessage,
          sendTime: Number(f.dateTime) }]);
      } else if (f.method === 'sendMessage' && f.toUserId === peer.id) {
        setRecords((r) => [...r, { sendUserId: me, contentType: String(f.messageType), content: f.toMessage,
          sendTime: Number(f.dateTime) }]);
      } else if (f.method === 'messageList') {
        const list = (f.list as Rec[]) ?? [];
        const total = Number((f.pagination as { total?: number })?.total ?? 0);
        if (asking.current === 'window') setRecords([...list].reverse());
        else setHistory((h) => ({ ...h, list, total }));
      } else if (f.method === 'error' && typeof f.msg === 'string') void message.error(f.msg);
    });
    asking.current = 'window';
    sendFrame({ method: 'MessageList', toUserId: peer.id, formUserId: me, currentPage: 1, pageSize: FIRST_LOAD,
      sord: 'desc', keyword: '' });
    sendFrame({ method: 'UpdateReadMessage', formUserId: peer.id });
    return () => {
      off();
      setOpenChatPeer(null);
    };
  }, [peer.id, me, message]);
  // A block, not an expression: Chromium's scrollIntoView now answers a promise, which React would take for a cleanup.
  useEffect(() => {
    void bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [records]);

  const sendText = () => {
    const content = text.trim();
    if (!content) return;
    if (sendFrame({ method: 'SendMessage', toUserId: peer.id, messageType: 'text', messageContent: content })) setText('');
  };
  /** Puts a picked emoji where the caret was (or over the selection); the caret goes after it (below). */
  const insertEmoji = (emoji: string) => {
    const box = input.current?.resizableTextArea?.textArea;
    const next = insertAtCaret(text, emoji, box?.selectionStart ?? null, box?.selectionEnd ?? null);
    caret.current = next.caret;
    setText(next.text);
    setEmojiOpen(false);
  };
  // Once the box holds the new text (setting a controlled value moves the caret to the end), put the caret back
  // after the emoji and the focus in the box, so typing goes on where it was.
  useLayoutEffect(() => {
    const box = input.current?.resizableTextArea?.textArea;
    if (caret.current == null || !box) return;
    box.focus();
    box.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);
  const loadHistory = (page: number, keyword: string) => {
    asking.current = 'history';
    setHistory((h) => ({ ...h, open: true, page, keyword }));
    sendFrame({ method: 'MessageList', toUserId: peer.id, formUserId: me, currentPage: page, pageSize: HISTORY_PAGE,
      sord: 'desc', keyword });
  };
  const beforeUpload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      void message.error(t('notice.imageOnly'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > IMAGE_LIMIT) {
      void message.error(t('notice.imageTooLarge'));
      return Upload.LIST_IGNORE;
    }
    try {
      const [{ name }, size] = await Promise.all([uploadChatImage(file), imageSize(file)]);
      sendFrame({ method: 'SendMessage', toUserId: peer.id, messageType: 'image', messageContent: { name, ...size } });
    } catch {
      // the request showed the server's message
    }
    return Upload.LIST_IGNORE;
  };

  const bubble = (r: Rec, i: number) => {
    const mine = r.sendUserId === me;
    return (
      <div key={r.id ?? i} style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '6px 0' }}
        data-testid="chat-record" data-mine={mine ? 'true' : 'false'}>
        <div style={{ maxWidth: '75%', padding: '6px 10px', borderRadius: 6, background: mine ? '#d9f7be' : '#f0f0f0' }}>
          <ChatContent type={r.contentType} content={r.content} />
        </div>
      </div>
    );
  };

  return (
    <Modal open title={peer.realName || peer.account} onCancel={onClose} footer={null} width={history.open ? 960 : 600}
      data-testid="chat-window" destroyOnHidden>
      <div style={{ display: 'flex', gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ height: 360, overflowY: 'auto', padding: 8, border: '1px solid #f0f0f0' }} data-testid="chat-records">
            {records.map(bubble)}
            <div ref={bottom} />
          </div>
          <Space style={{ margin: '6px 0' }}>
            {/* Built anew at each opening: its search box takes the focus, and a failed load is tried again. */}
            <Popover trigger="click" open={emojiOpen} onOpenChange={setEmojiOpen} placement="topLeft" destroyOnHidden
              content={<EmojiPicker onPick={insertEmoji} />}>
              <Button type="text" icon={<SmileOutlined />} aria-label={t('notice.emoji')} data-testid="chat-emoji" />
            </Popover>
            <Upload accept="image/*" maxCount={1} multiple={false} showUploadList={false} beforeUpload={beforeUpload}>
              <Button type="text" icon={<PictureOutlined />} aria-label={t('notice.image')} data-testid="chat-image-upload" />
            </Upload>
            <Button type="text" icon={<HistoryOutlined />} aria-label={t('notice.history')}
              onClick={() => (history.open ? setHistory((h) => ({ ...h, open: false })) : loadHistory(1, ''))} />
          </Space>
          <Input.TextArea ref={input} rows={3} value={text} placeholder={t('notice.inputPlaceholder')} data-testid="chat-input"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                sendText();
              }
            }} />
          <div style={{ textAlign: 'right', marginTop: 6 }}>
            <Button type="primary" onClick={sendText} data-testid="chat-send">{t('notice.send')}</Button>
          </div>
        </div>
        {history.open && (
          <div style={{ width: 340 }} data-testid="chat-history">
            <Input.Search allowClear size="small" placeholder={t('notice.search')} onSearch={(v) => loadHistory(1, v.trim())} />
            <List size="small" style={{ height: 380, overflowY: 'auto' }} dataSource={history.list}
              renderItem={(r) => (
                <List.Item>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.sendUserId === me ? '' : peer.realName} {absoluteTime(r.sendTime)}</Typography.Text>
                    <div><ChatContent type={r.contentType} content={r.content} /></div>
                  </div>
                </List.Item>
              )} />
            <Pagination size="small" simple current={history.page} pageSize={HISTORY_PAGE} total={history.total}
              onChange={(p) => loadHistory(p, history.keyword)} />
          </div>
        )}
      </div>
    </Modal>
  );
}
