import { fireEvent, screen, within } from '@testing-library/react';

/** Types `value` into the input carrying `testId`. */
export function type(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

/** Picks `option` in the MUI list field whose label starts with `label`. */
export function choose(label: string, option: string): void {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** The text and kind (success, info, error) of the notification bar once it shows. */
export async function notification(): Promise<{ text: string; type: string }> {
  const bar = await screen.findByTestId('notification');
  const type = /MuiAlert-color(Success|Info|Error)/.exec(bar.className)?.[1]?.toLowerCase() ?? '';
  return { text: bar.textContent ?? '', type };
}
