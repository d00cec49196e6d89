import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { PlanLayout, PlanResource } from '../../../../contract/floor-plans';
import { FormMessage } from '../../../components/form/FormMessage';
import { useForm } from '../../../components/form/use-form';
import { PlanCanvas } from '../../../entities/floor-plan/FloorPlan';
import { announce } from '../../../lib/announcer';
import { usePlaceResources } from '../api/plans-admin';

type Position = { x: number; y: number };
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 100) / 100));
const STEP = 1;
const BIG_STEP = 5;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * Places the area's resources on its plan: drag a marker (pointer events, mouse, pen and touch alike), or select one and
 * move it with the arrow keys; nothing is stored before "save". Resources not yet placed are listed with a button that
 * puts them in the middle of the plan.
 */
export function PlanEditor({ layout }: { layout: PlanLayout & { plan: NonNullable<PlanLayout['plan']> } }) {
  const { t } = useTranslation();
  const form = useForm({ positions: '' });
  const place = usePlaceResources();
  const [moved, setMoved] = useState<Map<number, Position>>(new Map());
  const [selected, setSelected] = useState<number | null>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  // a resource just placed from the list: its marker takes the focus, so the arrow keys move it at once
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    canvas.current?.querySelector<HTMLElement>(`[data-resource-id="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  });

  const positionOf = (r: PlanResource): Position | null => moved.get(r.id) ?? (r.x !== null && r.y !== null ? { x: r.x, y: r.y } : null);
  const move = (id: number, position: Position) =>
    setMoved((prev) => new Map(prev).set(id, { x: clamp(position.x), y: clamp(position.y) }));
  const placed = layout.resources.filter((r) => positionOf(r) !== null);
  const unplaced = layout.resources.filter((r) => positionOf(r) === null);

  const pointerPosition = (event: PointerEvent): Position | null => {
    const box = canvas.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return { x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 };
  };
  const onPointerDown = (id: number) => (event: PointerEvent<HTMLButtonElement>) => {
    dragging.current = id;
    setSelected(id);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current === null) return;
    const position = pointerPosition(event);
    if (position) move(dragging.current, position);
  };
  const onPointerUp = () => {
    dragging.current = null;
  };
  const onKeyDown = (r: PlanResource) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    const current = positionOf(r);
    if (!arrow || !current) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    const next = { x: current.x + arrow[0] * step, y: current.y + arrow[1] * step };
    move(r.id, next);
    announce(t('plans_admin.placed_at', { label: r.label, x: clamp(next.x), y: clamp(next.y) }));
  };

  const save = () => {
    const positions = [...moved].map(([resource_id, p]) => ({ resource_id, x: p.x, y: p.y }));
    place.mutate(
      { areaId: layout.area.id, body: { positions } },
      {
        onSuccess: () => {
          setMoved(new Map());
          form.setFormError(null);
          form.setErrors({});
          announce(t('plans_admin.saved'));
        },
        onError: (error) => form.showFailure(error),
      },
    );
  };

  return (
    <section className="card plan-editor" aria-labelledby="plan-editor-title">
      <h2 id="plan-editor-title">{t('plans_admin.editor')}</h2>
      <p className="muted">{t('plans_admin.editor_help')}</p>
      <FormMessage text={form.formError} tone="error" />
      <div ref={canvas}>
        <PlanCanvas areaId={layout.area.id} plan={layout.plan} title={t('floor_plan.title', { area: layout.area.name })}>
          {placed.map((r) => {
            const p = positionOf(r) ?? { x: 50, y: 50 };
            return (
              <button
                key={r.id}
                type="button"
                className="plan-marker editor-marker"
                style={{ left: `${p.x}%`, top: `${p.y}%` }}
                aria-pressed={selected === r.id}
                aria-label={`${t('plans_admin.marker', { label: r.label })} (${t('plans_admin.placed_at', { label: t(`plans_admin.kind.${r.kind}`), x: p.x, y: p.y })})`}
                data-label={r.label}
                data-resource-id={r.id}
                data-moved={moved.has(r.id) || undefined}
                onClick={() => setSelected(r.id)}
                onKeyDown={onKeyDown(r)}
                onPointerDown={onPointerDown(r.id)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
              >
                {r.label}
              </button>
            );
          })}
        </PlanCanvas>
      </div>
      <h3>{t('plans_admin.unplaced')}</h3>
      {unplaced.length === 0 ? (
        <p className="muted">{t('plans_admin.unplaced_none')}</p>
      ) : (
        <ul className="unplaced-list" data-testid="unplaced">
          {unplaced.map((r) => (
            <li key={r.id}>
              <span>
                {r.label} <span className="muted">({t(`plans_admin.kind.${r.kind}`)})</span>
              </span>
              <Button
                className="button"
                onPress={() => {
                  move(r.id, { x: 50, y: 50 });
                  setSelected(r.id);
                  focusNext.current = r.id;
                }}
              >
                {t('plans_admin.place', { label: r.label })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="plan-editor-actions">
        <Button className="button office-primary" isDisabled={moved.size === 0 || place.isPending} onPress={save}>
          {t('plans_admin.save')}
        </Button>
        {moved.size > 0 ? <span className="muted">{t('plans_admin.unsaved', { count: moved.size })}</span> : null}
      </div>
    </section>
  );
}
