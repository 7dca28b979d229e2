export class HttpError extends Error {
  constructor(readonly status: 401 | 403 | 404 | 422, message: string) {
    super(message);
  }
}
