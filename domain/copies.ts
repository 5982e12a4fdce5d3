import { NAME_MAX } from '../contracts/projects';

/** What a copy's name ends with (issue 30). */
export const COPY_SUFFIX = ' (copy)';

/**
 * The name of a copy of a project or position named `name`: the name with " (copy)" appended, its end cut so the
 * whole stays within `max` characters, the name rule's 50 unless given (docs/rules.md#project-rules; a cut never
 * splits a surrogate pair, which the name rule would refuse).
 */
export function copyName(name: string, max: number = NAME_MAX): string {
  let base = name.trim().slice(0, max - COPY_SUFFIX.length);
  const last = base.charCodeAt(base.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) {
    base = base.slice(0, -1);
  }
  return `${base.trimEnd()}${COPY_SUFFIX}`;
}
