class HttpError extends Error {
  constructor(statusCode, errors) {
    super(Object.values(errors).flat().join(', '));
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

module.exports = {
  HttpError,
  notFound: (what) => new HttpError(404, { [what]: ['not found'] }),
  forbidden: (what) => new HttpError(403, { [what]: ['forbidden'] }),
  invalid: (errors) => new HttpError(422, errors),
  unauthorized: () => new HttpError(401, { credentials: ['invalid'] }),
};
