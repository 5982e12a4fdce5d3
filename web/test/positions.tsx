/**
 * Test helpers of the positions feature: a stored position, its revisions and calculations as the server answers
 * them, and a way to open a screen with navigation state (renderInApp takes a path only).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { dataSheet } from '../../domain/data-sheet';
import {
  CalculationsData,
  POSITION_DEFAULTS,
  PositionSchema,
  RevisionSchema,
  type Position,
  type Revision,
} from '../../contracts/positions';
import { select, type SelectionInput } from '../../engine/select';
import { defaultSelection } from '../../engine/test/selection';

const INPUT = {
  ...POSITION_DEFAULTS,
  projId: 7,
  guid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  name: 'AHU office',
  localDateTime: null,
  timeZone: -60,
  installation: 'installationIndoor',
  coils: 'both',
  heatRecovery: 'Rotary heat exchanger',
  unitTypeId: 2,
  airflowDirection: 1,
  elevationM: 117,
  summerOutdoorTDb: 34.6,
  summerOutdoorRhPct: 30,
  summerOutdoorTWb: 21.1,
  summerOutdoorTDp: 14.3,
  winterOutdoorTDb: -12,
  winterOutdoorRhPct: 90,
  winterOutdoorXGkg: null,
  designWinterTDb: null,
  summerRecoveryOutTDb: null,
  summerRecoveryOutRhPct: null,
  winterRecoveryOutTDb: null,
  winterRecoveryOutRhPct: null,
  coolerConcentrationPct: null,
  heaterConcentrationPct: null,
  coolerAirInTDb: null,
  coolerAirInRhPct: null,
  heaterAirInTDb: null,
  heaterAirInRhPct: null,
};

const FACTS = {
  revisionNumber: 2,
  price: 12345.6,
  engineVersion: '1.0.0',
  unitTypeName: 'R 05',
  heatRecoveryFamily: 'Rotary',
  fan: 'Standard',
  createdAt: '2025-03-01T10:20:30.000Z',
  timeZone: -60,
  damperHeight: 300,
  damperWidth: 600,
  fanInstallationHeight: 500,
  fanInstallationWidth: 500,
  internalHeight: 900,
  internalWidth: 1000,
  externalWidth: 1100,
  externalHeight: 1000,
  coilsWidth: 800,
  coilsHeight: 600,
};

/** Position 11 of project 7, its revision 2 active. */
export function position(over: Record<string, unknown> = {}): Position {
  return PositionSchema.parse({
    ...INPUT,
    ...FACTS,
    id: 11,
    projName: 'Office block',
    projNumber: 'AHU1',
    revisionCount: 2,
    version: 3,
    active: true,
    ...over,
  });
}

/** The revisions of position 11: the active revision 2 (id 102) first, then revision 1 (id 101). */
export function revisions(): Revision[] {
  return [
    RevisionSchema.parse({ ...INPUT, ...FACTS, id: 102, positionId: 11, active: true }),
    RevisionSchema.parse({
      ...INPUT,
      ...FACTS,
      id: 101,
      positionId: 11,
      active: false,
      revisionNumber: 1,
      price: 11000,
      fanAdvancedSettings: 'On',
      fanType: 'Premium',
      fan: 'Premium',
      createdAt: '2025-02-01T08:00:00.000Z',
    }),
  ];
}

/** Issue 25's Novi Sad case: a P 12 plate unit at 6 720 m3/h, winter -12.5 C / 85 %, which needs a frost preheater. */
export const NOVI_SAD_SELECTION = {
  unitTypeId: 10,
  flowSupplyM3h: 6720,
  flowReturnM3h: 6720,
  elevationM: 80,
  ecoDesign: 'notCompliant',
  winter: { outdoor: { tDb: -12.5, rh: 0.85 }, indoor: { tDb: 20, rh: 0.4 }, supplyTDb: 22 },
} as const;

/** The stored result of revision 2, computed by the engine from the test selection (with `over` applied). */
export function calculations(over: Partial<SelectionInput> = {}): CalculationsData {
  return CalculationsData.parse({
    positionId: 11,
    positionName: 'AHU office',
    revisionNumber: 2,
    engineVersion: '1.0.0',
    createdAt: FACTS.createdAt,
    project: { id: 7, name: 'Office block', number: 'AHU1', country: 'RS', city: 'Belgrade', address: '' },
    dataSheet: dataSheet(select(defaultSelection(over))),
  });
}

/** Renders `children` once the location carries `state` (it navigates there first, replacing the entry). */
export function WithState({ state, children }: { state: unknown; children: ReactNode }) {
  const location = useLocation();
  return location.state ? children : <Navigate to={location.pathname} state={state} replace />;
}

/** Shows the location's state as JSON, so a test can see what a navigation carried. */
export function StateProbe() {
  return <output data-testid="state">{JSON.stringify(useLocation().state)}</output>;
}
