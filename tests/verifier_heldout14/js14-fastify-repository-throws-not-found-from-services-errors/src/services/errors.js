class AppError extends Error {
  constructor(statusCode, field, message) {
    super(message);
    this.statusCode = statusCode;
    this.field = field;
  }
}

class NotFoundError extends AppError {
  constructor(field) {
    super(404, field, 'not found');
  }
}

class ForbiddenError extends AppError {
  constructor(field) {
    super(403, field, 'forbidden');
  }
}

module.exports = { AppError, NotFoundError, ForbiddenError };
