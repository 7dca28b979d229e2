export class AppError extends Error {
  constructor(
    public readonly status: 401 | 403 | 404 | 422,
    message: string,
  ) {
    super(message);
  }
}
