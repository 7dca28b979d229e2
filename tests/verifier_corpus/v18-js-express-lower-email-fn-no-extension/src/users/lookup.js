const { fn, col, where } = require('sequelize');
const { User } = require('../models');

async function findUserByEmail(email) {
  return User.findOne({ where: where(fn('lower', col('email')), String(email).toLowerCase()) });
}

async function findUserByUsername(username) {
  return User.findOne({ where: { username } });
}

module.exports = { findUserByEmail, findUserByUsername };
