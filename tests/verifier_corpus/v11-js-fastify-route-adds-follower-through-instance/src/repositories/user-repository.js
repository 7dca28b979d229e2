'use strict';

const { User } = require('../models/user');

module.exports = {
  findByUsername(username) {
    return User.findOne({ where: { username } });
  },
  findById(id) {
    return User.findByPk(id);
  },
};
