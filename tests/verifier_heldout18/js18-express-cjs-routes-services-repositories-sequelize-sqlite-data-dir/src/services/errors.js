class HttpError extends Error {
  constructor(status, errors) { super('http error'); this.status = status; this.errors = errors; }
}
module.exports = { HttpError };
