/** Test helpers of the documents feature: downloads and new tabs, which jsdom cannot do. */
import { vi } from 'vitest';

/** Object URLs and download links as jsdom lacks them; the spy sees the saved files' names. */
export function stubDownloads() {
  Object.assign(URL, { createObjectURL: () => 'blob:document', revokeObjectURL: () => {} });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** window.open as a tab that records where it was sent and whether it was closed. */
export function stubNewTab() {
  const tab = { location: { href: '' }, closed: false, close: () => (tab.closed = true) };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return tab;
}
