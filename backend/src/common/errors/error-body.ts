/** The one error shape every failing /api response has; `message` is the sentence a toast shows. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  /** Stable code of the domain rule that refused the request (`document.not_found`), when one did. */
  code?: string;
  /** Field name to the message to show beside that field. */
  errors?: Record<string, string>;
}
