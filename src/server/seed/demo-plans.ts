import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { areaPlans, areas, resources, type ResourceKind } from '../db/schema';

const WIDTH = 1000;
const HEIGHT = 600;
const DESK_COLUMNS = 4;

interface Spot {
  id: number;
  label: string;
  /** centre, in plan units */
  cx: number;
  cy: number;
  kind: ResourceKind;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Desks in a grid on the left, rooms along the right wall, parking bays in two rows. */
function layout(resourcesOfArea: Array<{ id: number; label: string; kind: ResourceKind }>): Spot[] {
  const spots: Spot[] = [];
  const desks = resourcesOfArea.filter((r) => r.kind === 'desk');
  const rows = Math.max(1, Math.ceil(desks.length / DESK_COLUMNS));
  desks.forEach((d, i) => {
    const column = i % DESK_COLUMNS;
    const row = Math.floor(i / DESK_COLUMNS);
    spots.push({ ...d, cx: 110 + column * 160, cy: 150 + row * (360 / rows), kind: 'desk' });
  });
  const rooms = resourcesOfArea.filter((r) => r.kind === 'room');
  rooms.forEach((r, i) => spots.push({ ...r, cx: 860, cy: 150 + i * 170, kind: 'room' }));
  const bays = resourcesOfArea.filter((r) => r.kind === 'parking');
  bays.forEach((b, i) => spots.push({ ...b, cx: 140 + (i % 6) * 140, cy: i < 6 ? 200 : 420, kind: 'parking' }));
  return spots;
}

function drawing(areaName: string, spots: Spot[]): string {
  const shapes = spots.map((s) => {
    if (s.kind === 'room') {
      return `<rect x="${s.cx - 90}" y="${s.cy - 70}" width="180" height="140" rx="6" fill="#e8eef7" stroke="#7d8fa9" stroke-width="2"/><text x="${s.cx}" y="${s.cy + 50}" text-anchor="middle" font-size="20" fill="#3b4a5e">${escapeXml(s.label)}</text>`;
    }
    if (s.kind === 'parking') {
      return `<rect x="${s.cx - 55}" y="${s.cy - 85}" width="110" height="170" fill="none" stroke="#9aa3ad" stroke-width="3"/><text x="${s.cx}" y="${s.cy + 70}" text-anchor="middle" font-size="18" fill="#555">${escapeXml(s.label)}</text>`;
    }
    return `<rect x="${s.cx - 38}" y="${s.cy - 24}" width="76" height="48" rx="4" fill="#f3efe6" stroke="#b5a888" stroke-width="2"/>`;
  });
  const hasRooms = spots.some((s) => s.kind === 'room');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="#fbfbfa"/>`,
    `<rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" fill="none" stroke="#4a4a4a" stroke-width="6"/>`,
    hasRooms ? `<line x1="740" y1="10" x2="740" y2="${HEIGHT - 10}" stroke="#4a4a4a" stroke-width="4"/>` : '',
    `<text x="30" y="55" font-size="26" font-family="sans-serif" fill="#333">${escapeXml(areaName)}</text>`,
    ...shapes,
    '</svg>',
  ].join('');
}

/** Simple floor plans for every demo area, with its desks, rooms and parking spaces placed (design.md §4). */
export async function seedDemoPlans(tx: Tx, groupId: number): Promise<void> {
  const demoAreas = await tx.select().from(areas).where(eq(areas.groupId, groupId)).orderBy(asc(areas.id));
  for (const area of demoAreas) {
    const ofArea = await tx
      .select({ id: resources.id, label: resources.label, kind: resources.kind })
      .from(resources)
      .where(and(eq(resources.groupId, groupId), eq(resources.areaId, area.id)))
      .orderBy(asc(resources.id));
    const spots = layout(ofArea);
    if (spots.length === 0) continue;
    await tx.insert(areaPlans).values({
      groupId,
      areaId: area.id,
      content: Buffer.from(drawing(area.name, spots), 'utf8'),
      mediaType: 'image/svg+xml',
      width: WIDTH,
      height: HEIGHT,
    });
    for (const s of spots) {
      await tx
        .update(resources)
        .set({ planX: Math.round((s.cx / WIDTH) * 10_000) / 100, planY: Math.round((s.cy / HEIGHT) * 10_000) / 100 })
        .where(and(eq(resources.groupId, groupId), eq(resources.id, s.id)));
    }
  }
}
