const { User, sequelize } = require('../models');

// Case-insensitive e-mail lookup: lower(email) = lower(input).
exports.findByEmail = (email) => User.findOne({
  where: sequelize.where(sequelize.fn('lower', sequelize.col('email')), String(email).toLowerCase()),
});

exports.findById = (id) => User.findByPk(id);
exports.create = (data) => User.create(data);
