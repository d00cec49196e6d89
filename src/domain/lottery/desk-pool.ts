import type { LotteryDesk } from './run-lottery';

/**
 * Free desks by id and by area, lowest id first, with cursors that skip taken desks: each lookup is
 * amortised O(1), so a draw is linear in requests + desks.
 */
export class DeskPool {
  private readonly byId = new Map<number, LotteryDesk>();
  private readonly areas = new Map<number, { desks: LotteryDesk[]; cursor: number }>();
  private readonly all: LotteryDesk[];
  private cursor = 0;
  private readonly taken = new Set<number>();

  constructor(desks: readonly LotteryDesk[]) {
    this.all = desks.filter((d) => !d.heldByOwner).sort((a, b) => a.id - b.id);
    for (const desk of this.all) {
      this.byId.set(desk.id, desk);
      const area = this.areas.get(desk.areaId) ?? { desks: [], cursor: 0 };
      area.desks.push(desk);
      this.areas.set(desk.areaId, area);
    }
  }

  get remaining(): number {
    return this.all.length - this.taken.size;
  }

  free(id: number): LotteryDesk | undefined {
    return this.taken.has(id) ? undefined : this.byId.get(id);
  }

  firstInArea(areaId: number): LotteryDesk | undefined {
    const area = this.areas.get(areaId);
    if (!area) return undefined;
    while (area.cursor < area.desks.length && this.taken.has(area.desks[area.cursor]?.id ?? -1)) area.cursor++;
    return area.desks[area.cursor];
  }

  first(): LotteryDesk | undefined {
    while (this.cursor < this.all.length && this.taken.has(this.all[this.cursor]?.id ?? -1)) this.cursor++;
    return this.all[this.cursor];
  }

  take(id: number): void {
    this.taken.add(id);
  }
}
