class BadRequestError extends Error {}

module.exports = BadRequestError;
