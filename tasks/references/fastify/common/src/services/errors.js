'use strict';

// Each error carries the HTTP status it maps to, the convention Fastify's error handling follows.
class ServiceError extends Error {
  constructor(statusCode, messages) {
    const list = [messages].flat();
    super(list.join('; '));
    this.name = this.constructor.name;
    this.statusCode = statusCode;
    this.messages = list;
  }
}

class ValidationError extends ServiceError {
  constructor(messages) {
    super(422, messages);
  }
}

class UnauthorizedError extends ServiceError {
  constructor(message) {
    super(401, message);
  }
}

// feature-begin: articles
class ForbiddenError extends ServiceError {
  constructor(message) {
    super(403, message);
  }
}

// feature-end: articles
class NotFoundError extends ServiceError {
  constructor(what) {
    super(404, `${what} not found`);
  }
}

module.exports = {
  ValidationError,
  UnauthorizedError,
  ForbiddenError, // feature-line: articles
  NotFoundError,
};
