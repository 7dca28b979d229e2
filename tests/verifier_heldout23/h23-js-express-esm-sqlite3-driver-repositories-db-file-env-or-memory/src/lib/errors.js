export class ApiError extends Error {
  constructor(status, errors) {
    super('api error');
    this.status = status;
    this.errors = errors;
  }
}
