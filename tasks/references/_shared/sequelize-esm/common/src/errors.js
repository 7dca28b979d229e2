// Domain errors thrown by services; the HTTP layer maps each kind to a status code.

export class ValidationError extends Error {}

export class UnauthorizedError extends Error {
  constructor(message = 'authentication required') {
    super(message);
  }
}

// feature-begin: articles
export class ForbiddenError extends Error {}

// feature-end: articles
export class NotFoundError extends Error {
  constructor(what) {
    super(`${what} not found`);
  }
}

// A write lost a race for a unique value (field) to a concurrent request.
export class ConflictError extends Error {
  constructor(field) {
    super(`${field} is already in use`);
    this.field = field;
  }
}
