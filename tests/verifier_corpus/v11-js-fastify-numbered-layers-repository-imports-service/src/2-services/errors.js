'use strict';

class DomainError extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
}

class NotFound extends DomainError {
  constructor(what) {
    super(404, `${what} not found`);
  }
}

class Forbidden extends DomainError {
  constructor() {
    super(403, 'forbidden');
  }
}

module.exports = { DomainError, NotFound, Forbidden };
