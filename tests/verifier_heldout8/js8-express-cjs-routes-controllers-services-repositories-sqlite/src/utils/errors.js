class HttpError extends Error {
  constructor(status, errors) {
    super('http error');
    this.status = status;
    this.errors = errors;
  }
}

const wrap = (fn) => (req, res, next) => Promise.resolve(fn(req, res, next)).catch(next);

module.exports = { HttpError, wrap };
