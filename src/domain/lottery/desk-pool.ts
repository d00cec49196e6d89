import type { LotteryDesk } from './run-lottery';
import { seatingChain } from './seating-chain';

interface Area {
  id: number;
  desks: LotteryDesk[];
  cursor: number;
  free: number;
  /** The area's desks in side-by-side order, built on the first team seated here. */
  chain?: LotteryDesk[];
}

/**
 * Free desks by id and by area, lowest id first, with cursors that skip taken desks: each lookup is
 * amortised O(1), so a draw is linear in requests + desks. Seating a team scans the areas' free counts
 * and one area's chain: O(areas + desks of the area) per team.
 */
export class DeskPool {
  private readonly byId = new Map<number, LotteryDesk>();
  private readonly areas = new Map<number, Area>();
  private readonly all: LotteryDesk[];
  private cursor = 0;
  private readonly taken = new Set<number>();

  constructor(desks: readonly LotteryDesk[]) {
    this.all = desks.filter((d) => !d.heldByOwner).sort((a, b) => a.id - b.id);
    for (const desk of this.all) {
      this.byId.set(desk.id, desk);
      const area = this.areas.get(desk.areaId) ?? { id: desk.areaId, desks: [], cursor: 0, free: 0 };
      area.desks.push(desk);
      area.free++;
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
    const desk = this.byId.get(id);
    if (!desk || this.taken.has(id)) return;
    this.taken.add(id);
    const area = this.areas.get(desk.areaId);
    if (area) area.free--;
  }

  /**
   * Up to `count` free desks for a team, taken: all in one area when one has room (the preferred area
   * first, else the area that fits most tightly, keeping large areas for large teams), side by side along
   * the area's chain. Only when no area has room is the team split, largest free areas first.
   */
  takeTeam(count: number, preferredAreaId: number | null): LotteryDesk[] {
    const wanted = Math.min(count, this.remaining);
    if (wanted <= 0) return [];
    const preferred = preferredAreaId === null ? undefined : this.areas.get(preferredAreaId);
    let home = preferred && preferred.free >= wanted ? preferred : undefined;
    if (!home) {
      for (const area of this.areas.values()) {
        if (area.free >= wanted && (!home || area.free < home.free || (area.free === home.free && area.id < home.id))) home = area;
      }
    }
    if (home) return this.takeInArea(home, wanted);
    const bySize = [...this.areas.values()].filter((a) => a.free > 0).sort((a, b) => b.free - a.free || a.id - b.id);
    const seats: LotteryDesk[] = [];
    for (const area of bySize) {
      if (seats.length === wanted) break;
      seats.push(...this.takeInArea(area, Math.min(area.free, wanted - seats.length)));
    }
    return seats;
  }

  /** `count` free desks of the area: the first unbroken run along its chain, else the first free ones along it. */
  private takeInArea(area: Area, count: number): LotteryDesk[] {
    area.chain ??= seatingChain(area.desks);
    const chain = area.chain;
    let runStart = -1;
    let runLength = 0;
    for (let i = 0; i < chain.length && runLength < count; i++) {
      if (this.taken.has(chain[i]?.id ?? -1)) {
        runLength = 0;
      } else {
        if (runLength === 0) runStart = i;
        runLength++;
      }
    }
    const seats =
      runLength === count ? chain.slice(runStart, runStart + count) : chain.filter((d) => !this.taken.has(d.id)).slice(0, count);
    for (const desk of seats) this.take(desk.id);
    return seats;
  }
}
