export class ServiceError extends Error {
  constructor(status, field, message) {
    super(message);
    this.status = status;
    this.errors = { [field]: [message] };
  }
}
