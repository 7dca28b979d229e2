export class HttpError extends Error {
  constructor(status, errors) {
    super(Object.values(errors).flat().join(', '));
    this.status = status;
    this.errors = errors;
  }
}
