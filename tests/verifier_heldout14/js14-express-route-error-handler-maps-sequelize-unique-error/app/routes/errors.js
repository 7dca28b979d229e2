const { UniqueConstraintError, ValidationError } = require('sequelize');

// Translate ORM errors that bubble up from the services into the API's 422 shape.
module.exports = function errorHandler(err, req, res, next) {
  if (err instanceof UniqueConstraintError) {
    const errors = {};
    for (const item of err.errors) errors[item.path] = ['has already been taken'];
    return res.status(422).json({ errors });
  }
  if (err instanceof ValidationError) {
    const errors = {};
    for (const item of err.errors) errors[item.path] = [item.message];
    return res.status(422).json({ errors });
  }
  console.error(err);
  return res.status(500).json({ errors: { body: ['internal error'] } });
};
