function errorHandler(err, req, res, next) {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
}
module.exports = { errorHandler };
