import type { LinkContext } from './types';

/** Substitutes `${dataV}` and `${jnpfToken}` in a link address. */
export function resolveLink(url: string, ctx: LinkContext): string {
  return url.split('${dataV}').join(ctx.dataV).split('${jnpfToken}').join(ctx.token);
}

/** Base64 of the UTF-8 bytes of `text` (btoa alone fails on Chinese characters). */
export function base64EncodeUtf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Inverse of {@link base64EncodeUtf8}; null when `b64` is not valid base64 of UTF-8 text. */
export function base64DecodeUtf8(b64: string): string | null {
  try {
    const binary = atob(b64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The in-app location showing `url` in the link page: /externalLink?href=<URL-encoded base64>. */
export function externalLinkPath(url: string): string {
  return `/externalLink?href=${encodeURIComponent(base64EncodeUtf8(url))}`;
}

/** The address held by an /externalLink `href` query value (already URL-decoded by the router), or null. */
export function decodeExternalHref(href: string | null | undefined): string | null {
  if (!href) return null;
  return base64DecodeUtf8(href);
}

/** Appends `token` as the `token` query parameter of `url`. */
export function withTokenQuery(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
