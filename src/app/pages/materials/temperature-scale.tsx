import { fahrenheitTick } from '../../../content/units';
import styled from 'styled-components';
import { materialPageLabels } from '../../../content/materials';
import type { TemperatureLimit } from '../../../content/types';

const { minC: AXIS_MIN, maxC: AXIS_MAX, ticks } = materialPageLabels.scale;

function position(celsius: number): number {
  return ((celsius - AXIS_MIN) / (AXIS_MAX - AXIS_MIN)) * 100;
}

const Scale = styled.div`
  position: relative;
  height: 34px;
  margin-top: 14px;
  max-width: 420px;
`;

const Track = styled.div`
  position: absolute;
  inset: 6px 0 auto 0;
  height: 6px;
  background: repeating-linear-gradient(to right, currentColor 0 1px, transparent 1px 5px);
  opacity: 0.35;
`;

/** A stated lower limit gets a hard edge; "up to" limits fade in from the cold end. */
const Range = styled.div<{ $from: number; $to: number; $open: boolean }>`
  position: absolute;
  top: 4px;
  left: ${(p) => p.$from}%;
  width: ${(p) => p.$to - p.$from}%;
  height: 10px;
  background: ${(p) =>
    p.$open ? `linear-gradient(to right, rgba(255, 90, 31, 0) 0%, ${p.theme.color.accent} 70%)` : p.theme.color.accent};
`;

const Tick = styled.span<{ $at: number }>`
  position: absolute;
  top: 18px;
  left: ${(p) => p.$at}%;
  transform: translateX(-50%);
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.625rem;
  letter-spacing: 0.04em;
  opacity: 0.75;
  &:first-of-type {
    transform: none;
  }
`;

/** Visual companion to the written limit (which carries the meaning): the range on a −40 to 180 °C axis. */
export function TemperatureScale({ limit }: { limit: TemperatureLimit }) {
  const from = position(limit.minC ?? AXIS_MIN);
  const to = position(limit.maxC);
  return (
    <Scale aria-hidden="true">
      <Track />
      <Range $from={from} $to={to} $open={limit.minC === undefined} />
      {ticks.map((tick) => (
        <Tick key={tick} $at={position(tick)}>
          {fahrenheitTick(tick)}
        </Tick>
      ))}
    </Scale>
  );
}
