// Domain errors shared by every layer
class DomainError extends Error {}
class NotFoundError extends DomainError {
  constructor(entity) {
    super(`${entity} not found`);
    this.entity = entity;
  }
}
class ForbiddenError extends DomainError {}
class ValidationError extends DomainError {
  constructor(errors) {
    super('validation failed');
    this.errors = errors;
  }
}

module.exports = { DomainError, NotFoundError, ForbiddenError, ValidationError };
