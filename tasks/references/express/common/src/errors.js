// Domain errors raised by the services; the HTTP layer maps each kind to a status code.
class AppError extends Error {
  constructor(messages) {
    const list = [].concat(messages);
    super(list.join('; '));
    this.name = new.target.name;
    this.messages = list;
  }
}

class ValidationError extends AppError {}
class UnauthorizedError extends AppError {}
class ForbiddenError extends AppError {} // feature-line: articles
class NotFoundError extends AppError {}

// feature-begin: articles
module.exports = { AppError, ValidationError, UnauthorizedError, ForbiddenError, NotFoundError };
// feature-else: articles
// module.exports = { AppError, ValidationError, UnauthorizedError, NotFoundError };
// feature-end: articles
