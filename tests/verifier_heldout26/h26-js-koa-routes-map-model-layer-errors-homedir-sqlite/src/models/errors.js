'use strict';

/** Domain errors shared by every layer (raised by repositories/services, translated by the routes). */
class NotFoundError extends Error {
  constructor(entity) {
    super(`${entity} not found`);
    this.entity = entity;
  }
}

class ConflictError extends Error {}

class ForbiddenError extends Error {}

class ValidationError extends Error {}

module.exports = { NotFoundError, ConflictError, ForbiddenError, ValidationError };
