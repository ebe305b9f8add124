/** One chat record's content: text, image, voice or video (media loaded with the token in the query). */
import { Image } from 'antd';
import { imageSrc } from '../../../api/imageSrc';

/** Media content: a JSON text or the object the socket pushed. */
function media(content: unknown): { path?: string; width?: number; height?: number; length?: number } {
  if (content && typeof content === 'object') return content as { path?: string };
  try {
    return JSON.parse(String(content)) as { path?: string };
  } catch {
    return {};
  }
}

export function ChatContent({ type, content }: { type: string; content: unknown }) {
  if (type === 'text') return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{String(content)}</span>;
  const m = media(content);
  const src = imageSrc(m.path);
  if (type === 'image') return <Image src={src} width={Math.min(m.width || 160, 200)} alt="" data-testid="chat-image" />;
  if (type === 'voice') return <audio controls src={src} data-testid="chat-voice" />;
  if (type === 'video') return <video controls src={src} width={220} data-testid="chat-video" />;
  return null;
}
