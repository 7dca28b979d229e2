const { ValidationError } = require('sequelize');
const { Article } = require('../models');

// Reuse the model's declared validators to check request input before any
// service call. Article.build() creates an unsaved instance in memory and
// validate() only runs the attribute validators (notEmpty, len): no query.
async function articleInputErrors(input, fields) {
  try {
    await Article.build(input).validate({ fields });
    return null;
  } catch (err) {
    if (err instanceof ValidationError) return err.errors.map((e) => e.message);
    throw err;
  }
}

module.exports = { articleInputErrors };
