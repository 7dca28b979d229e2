const { User } = require('../models');

exports.findById = (id) => User.findByPk(id);
