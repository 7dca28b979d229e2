class HttpError extends Error {
  constructor(status, errors) {
    super(typeof errors === 'string' ? errors : 'request failed');
    this.status = status;
    this.errors = typeof errors === 'string' ? { body: [errors] } : errors;
  }
}

module.exports = {
  HttpError,
  notFound: (what) => new HttpError(404, { [what]: ['not found'] }),
  forbidden: (what) => new HttpError(403, { [what]: ['forbidden'] }),
  unprocessable: (errors) => new HttpError(422, errors),
  unauthorized: () => new HttpError(401, { credentials: ['invalid'] }),
};
