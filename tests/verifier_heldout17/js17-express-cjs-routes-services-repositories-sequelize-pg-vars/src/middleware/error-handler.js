module.exports = (err, req, res, next) => {
  if (err.status) return res.status(err.status).json({ errors: err.errors });
  console.error(err);
  res.status(500).json({ errors: { server: ['internal error'] } });
};
