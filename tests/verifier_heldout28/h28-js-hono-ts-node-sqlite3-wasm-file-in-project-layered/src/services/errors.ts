export class AppError extends Error {
  constructor(readonly status: 401 | 403 | 404 | 422, message: string) {
    super(message);
  }
}
