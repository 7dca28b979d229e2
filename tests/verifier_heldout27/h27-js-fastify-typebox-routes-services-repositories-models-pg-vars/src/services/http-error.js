export class HttpError extends Error {
  constructor(statusCode, field, message) {
    super(message);
    this.statusCode = statusCode;
    this.errors = { [field]: [message] };
  }
}
