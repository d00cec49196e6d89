import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { MARKER_STATES, type AreaPlanMarkers, type MarkerState, type PlanMarker } from '../../../contract/floor-plans';
import { usePlanImage } from './floor-plan-api';
import './floor-plan.css';

/** Each state has its own shape and symbol besides its colour, so it reads without colour too. */
export const STATE_SYMBOL: Record<MarkerState, string> = { free: '○', taken: '✕', mine: '★', team: '◆' };

interface PlanImageProps {
  areaId: number;
  plan: AreaPlanMarkers['plan'];
  title: string;
  children: ReactNode;
}

/** The plan image at its aspect ratio, with whatever is laid over it (markers, positioned in percent). */
export function PlanCanvas({ areaId, plan, title, children }: PlanImageProps) {
  const { t } = useTranslation();
  const image = usePlanImage(areaId, plan.version);
  return (
    <div className="floor-plan-canvas" style={{ aspectRatio: `${plan.width} / ${plan.height}` }} data-testid="floor-plan-canvas">
      {image.data ? <img src={image.data} alt={title} draggable={false} /> : null}
      {image.isPending ? <p aria-busy="true">{t('floor_plan.loading')}</p> : null}
      {image.isError ? <p role="alert">{t('floor_plan.failed')}</p> : null}
      {children}
    </div>
  );
}

export function PlanLegend() {
  const { t } = useTranslation();
  return (
    <dl className="floor-plan-legend" aria-label={t('floor_plan.legend')}>
      {MARKER_STATES.map((state) => (
        <div key={state} className={`legend-item marker-${state}`}>
          <dt aria-hidden="true">
            <span className="marker-shape">{STATE_SYMBOL[state]}</span>
          </dt>
          <dd>{t(`floor_plan.state.${state}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Props {
  areas: readonly AreaPlanMarkers[];
  /** which markers can be chosen (e.g. free desks bookable at the chosen time); the others are shown only */
  isChoosable?: (marker: PlanMarker) => boolean;
  onChoose?: (marker: PlanMarker) => void;
  /** the accessible name of a choosable marker's button (e.g. "Book desk B1-03") */
  chooseLabel?: (marker: PlanMarker) => string;
  disabled?: boolean;
  /** the area shown first */
  initialAreaId?: number | null;
}

/**
 * Floor plans of the areas with their markers: free, taken, mine, my team's (colour, shape and text). A list of the
 * same resources stays beside it on every screen that shows a plan; the plan is the visual way in.
 */
export function FloorPlan({ areas, isChoosable = () => false, onChoose, chooseLabel, disabled = false, initialAreaId = null }: Props) {
  const { t } = useTranslation();
  const selectId = useId();
  const [chosenAreaId, setChosenAreaId] = useState<number | null>(initialAreaId);
  const shown = areas.find((a) => a.area.id === chosenAreaId) ?? areas[0];
  if (!shown) return null;
  const title = t('floor_plan.title', { area: `${shown.location.name} · ${shown.area.name}` });
  return (
    <section className="card floor-plan" aria-label={title} data-testid="floor-plan">
      <h2>{t('floor_plan.area_label')}</h2>
      {areas.length > 1 ? (
        <div className="field">
          <label htmlFor={selectId}>{t('floor_plan.area')}</label>
          <select id={selectId} value={shown.area.id} onChange={(e) => setChosenAreaId(Number(e.target.value))}>
            {areas.map((a) => (
              <option key={a.area.id} value={a.area.id}>
                {a.location.name} · {a.area.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="muted">
          {shown.location.name} · {shown.area.name}
        </p>
      )}
      <PlanCanvas areaId={shown.area.id} plan={shown.plan} title={title}>
        {shown.markers.map((marker) => {
          const choosable = Boolean(onChoose) && isChoosable(marker);
          const stateText = t(`floor_plan.state.${marker.state}`);
          return (
            <Button
              key={marker.resource_id}
              className={`plan-marker marker-${marker.state}`}
              style={{ left: `${marker.x}%`, top: `${marker.y}%` }}
              isDisabled={!choosable || disabled}
              data-state={marker.state}
              data-label={marker.label}
              aria-label={
                choosable && chooseLabel
                  ? `${chooseLabel(marker)} (${stateText})`
                  : t('floor_plan.marker', { label: marker.label, state: stateText })
              }
              onPress={() => onChoose?.(marker)}
            >
              <span className="marker-shape" aria-hidden="true">
                {STATE_SYMBOL[marker.state]}
              </span>
              <span className="marker-label" aria-hidden="true">
                {marker.label}
              </span>
            </Button>
          );
        })}
      </PlanCanvas>
      <PlanLegend />
      <p className="muted">{t('floor_plan.list_hint')}</p>
    </section>
  );
}
