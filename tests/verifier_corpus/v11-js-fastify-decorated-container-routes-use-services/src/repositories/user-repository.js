'use strict';

const { User } = require('../models/user');

const userRepository = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  create: (data) => User.create(data),
  update: (user, changes) => user.update(changes),
};

module.exports = userRepository;
