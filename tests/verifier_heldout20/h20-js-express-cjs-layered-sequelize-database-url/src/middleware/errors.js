function errorHandler(err, req, res, next) {
  const status = err.status || 500;
  res.status(status).json({ errors: { body: [err.message] } });
}
module.exports = { errorHandler };
