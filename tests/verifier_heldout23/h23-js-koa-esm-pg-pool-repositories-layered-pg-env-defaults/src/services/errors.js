export class DomainError extends Error {
  constructor(status, errors) {
    super('domain error');
    this.status = status;
    this.errors = errors;
  }
}
