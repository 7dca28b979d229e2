class ServiceError extends Error {
  constructor(status, errors) {
    super(JSON.stringify(errors));
    this.status = status;
    this.errors = errors;
  }
}

module.exports = {
  ServiceError,
  notFound: (what) => new ServiceError(404, { [what]: ['not found'] }),
  forbidden: (what) => new ServiceError(403, { [what]: ['forbidden'] }),
  invalid: (errors) => new ServiceError(422, errors),
  unauthorized: () => new ServiceError(401, { credentials: ['invalid'] }),
};
