import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HeatRecoveryFamily } from '../../../../engine/catalogue/types';
import { renderInApp } from '../../../test/render';
import { AirflowDirectionPicture, airflowDirectionCount } from './AirflowDirectionPicture';
import { UnitSchemePicture } from '../../../components/pictures/UnitSchemePicture';

const FAMILIES: HeatRecoveryFamily[] = ['Rotary', 'Plate', 'Enthalpy'];
const EXCHANGER_TEST_ID = {
  Rotary: 'exchanger-rotary',
  Plate: 'exchanger-plate',
  Enthalpy: 'exchanger-enthalpy',
};
const CASES = FAMILIES.flatMap((family) =>
  Array.from({ length: airflowDirectionCount(family) }, (_, i) => ({ family, direction: i + 1 })),
);

/** The texts of the picture in drawing order: ODA, SUP, ETA, EHA, with where they stand. */
const labels = () =>
  Array.from(screen.getByRole('img').querySelectorAll('text')).map((t) => ({
    name: t.textContent,
    x: Number(t.getAttribute('x')),
    y: Number(t.getAttribute('y')),
  }));

describe('the airflow direction pictures (docs/rules.md#airflow-direction)', () => {
  it('offers 4 directions for rotary and 2 for plate or enthalpy (docs/rules.md#airflow-direction)', () => {
    expect(FAMILIES.map(airflowDirectionCount)).toEqual([4, 2, 2]);
  });

  it.each(CASES)('draws $family direction $direction as a labelled picture', ({ family, direction }) => {
    renderInApp(<AirflowDirectionPicture family={family} direction={direction} withCoils={false} />);
    const svg = screen.getByRole('img', { name: `Airflow direction ${direction}` });
    expect(svg.tagName).toBe('svg');
    expect(screen.getByTestId(EXCHANGER_TEST_ID[family])).toBeTruthy();
    expect(labels().map((l) => l.name)).toEqual(['ODA', 'SUP', 'ETA', 'EHA']);
    expect(screen.queryByTestId('coil')).toBeNull();
  });

  it('takes outdoor air left on odd directions and in the lower zone on rotary 1 and 2 (docs/rules.md#airflow-direction)', () => {
    // The picture is 240 by 130: its centre splits left from right and the upper zone from the lower one.
    const oda = (family: HeatRecoveryFamily, direction: number) => {
      const { unmount } = render(
        <AirflowDirectionPicture family={family} direction={direction} withCoils={false} />,
      );
      const [inlet, outlet] = labels();
      unmount();
      return { left: inlet!.x < 120, lower: inlet!.y > 65, supplyLower: outlet!.y > 65 };
    };
    expect(oda('Rotary', 1)).toEqual({ left: true, lower: true, supplyLower: true });
    expect(oda('Rotary', 2)).toEqual({ left: false, lower: true, supplyLower: true });
    expect(oda('Rotary', 3)).toEqual({ left: true, lower: false, supplyLower: false });
    expect(oda('Rotary', 4)).toEqual({ left: false, lower: false, supplyLower: false });
    // A plate crosses the paths: supply leaves in the upper zone, as the engine's supplyZone says.
    expect(oda('Plate', 1)).toEqual({ left: true, lower: true, supplyLower: false });
    expect(oda('Enthalpy', 2)).toEqual({ left: false, lower: true, supplyLower: false });
  });

  it('takes a title for the label and frames the selected direction', () => {
    renderInApp(
      <AirflowDirectionPicture family="Plate" direction={2} withCoils={false} selected title="Richtung 2" />,
    );
    expect(screen.getByRole('img', { name: 'Richtung 2' })).toBeTruthy();
    expect(screen.getByTestId('airflow-direction-selected')).toBeTruthy();
  });

  it('draws the coil block in the supply path only with coils', () => {
    renderInApp(<AirflowDirectionPicture family="Rotary" direction={3} withCoils />);
    expect(screen.getByTestId('coil').querySelectorAll('line').length).toBeGreaterThan(2);
    expect(screen.queryByTestId('airflow-direction-selected')).toBeNull();
  });

  it('throws on a direction the family does not have, so a wrong list shows up as a bug', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AirflowDirectionPicture family="Plate" direction={3} withCoils={false} />)).toThrow(
      'Plate has airflow directions 1..2, not 3',
    );
    expect(() => render(<AirflowDirectionPicture family="Rotary" direction={0} withCoils={false} />)).toThrow(
      RangeError,
    );
    quiet.mockRestore();
  });
});

describe('the unit scheme of the Mollier chart in database mode (docs/rules.md#mollier-database-mode)', () => {
  const pointNumbers = () => screen.getAllByTestId('scheme-point').map((p) => p.textContent);

  it.each(FAMILIES)('numbers the 4 points of a %s unit without coils', (family) => {
    renderInApp(<UnitSchemePicture family={family} withCoils={false} />);
    expect(screen.getByRole('img', { name: `${family} unit scheme` })).toBeTruthy();
    expect(screen.getByTestId(EXCHANGER_TEST_ID[family])).toBeTruthy();
    expect(pointNumbers()).toEqual(['1', '2', '3', '4']);
    expect(screen.queryByTestId('coil')).toBeNull();
  });

  it.each(FAMILIES)('numbers 5 points and names the coil of a %s unit with coils', (family) => {
    renderInApp(<UnitSchemePicture family={family} withCoils season="winter" coilLabel="Heater" />);
    expect(screen.getByRole('img', { name: `${family} unit scheme with coil` })).toBeTruthy();
    expect(pointNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByTestId('coil')).toBeTruthy();
    expect(screen.getByText('Heater')).toBeTruthy();
  });
});
