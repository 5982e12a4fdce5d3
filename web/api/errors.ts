/** A refusal of the server: its status, message, and the field and message key where it named them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** The server's message key (serverErrors.<key> in the i18n texts), when it sent one. */
    readonly key?: string,
    /** Values the key's text names besides the field (a weather file's line and rule). */
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}
