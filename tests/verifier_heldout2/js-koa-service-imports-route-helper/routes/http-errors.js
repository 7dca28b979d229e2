const createError = require('http-errors');

exports.unprocessable = (field, message) => createError(422, JSON.stringify({ errors: { [field]: [message] } }));
exports.notFound = (what) => createError(404, `${what} not found`);
