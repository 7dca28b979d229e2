'use strict';
const { User } = require('../models');

module.exports = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  byUsername: (username) => User.findOne({ where: { username } }),
  insert: (data) => User.create(data),
  save: (user, changes) => user.update(changes),
};
