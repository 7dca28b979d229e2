const { User } = require('../models');
module.exports = { findById: (id) => User.findByPk(id), update: (user, fields) => user.update(fields) };
