class AppError extends Error {
  constructor(status, errors) {
    super(Object.keys(errors).join(', '));
    this.status = status;
    this.errors = errors;
  }
}

module.exports = { AppError };
