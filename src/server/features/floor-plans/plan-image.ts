import createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';
import { PLAN_MAX_BYTES, PLAN_MAX_SIDE } from '../../../contract/floor-plans';
import type { PlanMediaType } from '../../db/schema';
import { invalidField } from '../../http/errors';

export interface PlanImage {
  content: Buffer;
  mediaType: PlanMediaType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG_NS = 'http://www.w3.org/2000/svg';
const refused = (key: string, params?: Record<string, unknown>) => invalidField('plan', key, params);

/**
 * An uploaded plan checked by its content, whatever type the request claims: a PNG by its signature (its size read
 * from the IHDR chunk), else an SVG document. An SVG with scripts, event handlers, foreignObject or references to
 * anything outside itself is refused rather than silently cleaned, so the admin learns the plan would not show as
 * drawn; what passes is still stored as DOMPurify's output.
 */
export async function readPlanImage(body: unknown): Promise<PlanImage> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw refused('validation.plan_not_image');
  if (body.length > PLAN_MAX_BYTES) throw refused('validation.plan_too_large', { max: PLAN_MAX_BYTES / (1024 * 1024) });
  if (body.subarray(0, 8).equals(PNG_SIGNATURE)) return readPng(body);
  return readSvg(body);
}

function readPng(body: Buffer): PlanImage {
  if (body.length < 24 || body.toString('latin1', 12, 16) !== 'IHDR') throw refused('validation.plan_not_image');
  const width = body.readUInt32BE(16);
  const height = body.readUInt32BE(20);
  checkSize(width, height);
  return { content: body, mediaType: 'image/png', width, height };
}

function checkSize(width: number, height: number) {
  if (!(width >= 1 && height >= 1 && width <= PLAN_MAX_SIDE && height <= PLAN_MAX_SIDE)) {
    throw refused('validation.plan_size', { max: PLAN_MAX_SIDE });
  }
}

/**
 * The DOM that SVG plans are parsed and cleaned in, made at the first SVG upload: jsdom loaded with the server would
 * add about 13 MB to the heap that every full garbage collection marks (and about 57 MB to its memory) for a request
 * that only admins make, now and then.
 */
let window: Promise<JSDOM['window']> | null = null;
const dom = () => (window ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window));

async function readSvg(body: Buffer): Promise<PlanImage> {
  const text = body.toString('utf8');
  if (text.includes('\uFFFD') || !/<svg[\s>]/.test(text)) throw refused('validation.plan_not_image');
  const win = await dom();
  const doc = new win.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    throw refused('validation.plan_not_image');
  }
  if (hasActiveContent(root)) throw refused('validation.plan_active_content');
  const { width, height } = svgSize(root);
  checkSize(width, height);
  // Cleaned in place in the XML document and serialised as XML: an HTML serialiser would write entities (&nbsp;)
  // that are no XML, and the plan would not render.
  createDOMPurify(win).sanitize(root, { USE_PROFILES: { svg: true, svgFilters: true }, IN_PLACE: true });
  const clean = new win.XMLSerializer().serializeToString(root);
  return { content: Buffer.from(clean, 'utf8'), mediaType: 'image/svg+xml', width, height };
}

const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** A reference that leaves the document: anything in url(…) or an href but a fragment (#id). */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;
const IMPORT = /@import/i;

function hasActiveContent(root: Element): boolean {
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    if (ACTIVE_ELEMENTS.has(element.localName.toLowerCase())) return true;
    if (element.localName === 'style' && (EXTERNAL_URL.test(element.textContent ?? '') || IMPORT.test(element.textContent ?? '')))
      return true;
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.localName.toLowerCase();
      if (name.startsWith('on')) return true;
      if (name === 'href' || name === 'src') {
        if (!attribute.value.trim().startsWith('#')) return true;
      }
      if (EXTERNAL_URL.test(attribute.value) || IMPORT.test(attribute.value)) return true;
    }
  }
  // Processing instructions such as <?xml-stylesheet href="…"?> load external styles.
  const doc = root.ownerDocument;
  for (const node of Array.from(doc.childNodes)) if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) return true;
  return false;
}

/** The drawing's size: the view box's, else width and height given in plain numbers or px. */
function svgSize(root: Element): { width: number; height: number } {
  const viewBox = root
    .getAttribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite))
    return { width: Math.round(viewBox[2] ?? 0), height: Math.round(viewBox[3] ?? 0) };
  const length = (name: string) => {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(root.getAttribute(name) ?? '');
    return match ? Math.round(Number(match[1])) : 0;
  };
  return { width: length('width'), height: length('height') };
}
