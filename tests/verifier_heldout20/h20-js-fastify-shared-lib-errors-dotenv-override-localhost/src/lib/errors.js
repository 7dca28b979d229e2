class AppError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}
class NotFound extends AppError { constructor(what) { super(404, `${what} not found`); } }
class Unprocessable extends AppError { constructor(msg) { super(422, msg); } }
module.exports = { AppError, NotFound, Unprocessable };
