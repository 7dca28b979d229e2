'use strict';
const { Op } = require('sequelize');
const { User } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  taken: (email, username) => User.findOne({ where: { [Op.or]: [{ email }, { username }] } }),
  create: (fields) => User.create(fields),
};
