export class DomainError extends Error {
  constructor(readonly status: 401 | 403 | 404 | 422, message: string) {
    super(message);
  }
}
