class ServiceError extends Error {
  constructor(status, errors) {
    super('service error');
    this.status = status;
    this.errors = errors;
  }
}

module.exports = { ServiceError };
