/**
 * QR and bar codes of print templates as SVG markup: QR through qrcode.react rendered to static markup, bar codes
 * through JsBarcode drawing into a detached SVG element (code128, no text, as the original prints them).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import JsBarcode from 'jsbarcode';
import type { CodeRenderer } from '../../engine/print';

const SVG_NS = 'http://www.w3.org/2000/svg';

export const drawQrCode: CodeRenderer = (value, { width, height }) =>
  renderToStaticMarkup(createElement(QRCodeSVG, { value, size: width ?? height ?? 100, marginSize: 0 }));

export const drawBarCode: CodeRenderer = (value, { width, height }) => {
  const svg = document.createElementNS(SVG_NS, 'svg');
  try {
    JsBarcode(svg, value, { format: 'CODE128', width: width ?? 4, height: height ?? 80, displayValue: false, margin: 5 });
  } catch {
    return ''; // a value code128 cannot encode prints nothing rather than breaking the page
  }
  return svg.outerHTML;
};
