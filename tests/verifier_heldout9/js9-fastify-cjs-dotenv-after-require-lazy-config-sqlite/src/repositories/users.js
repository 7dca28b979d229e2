const { getSequelize } = require('../db');

module.exports = {
  findByEmail: (email) => getSequelize().models.User.findOne({ where: { email } }),
  create: (fields) => getSequelize().models.User.create(fields),
};
