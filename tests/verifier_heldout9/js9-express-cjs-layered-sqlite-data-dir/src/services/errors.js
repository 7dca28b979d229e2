class HttpError extends Error {
  constructor(status, errors) {
    super('request failed');
    this.status = status;
    this.errors = errors;
  }
}
module.exports = { HttpError };
