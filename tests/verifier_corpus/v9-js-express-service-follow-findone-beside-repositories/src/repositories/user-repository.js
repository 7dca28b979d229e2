const { User } = require('../models');

async function findById(id) {
  return User.findByPk(id);
}

async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function findByEmail(email) {
  return User.findOne({ where: { email } });
}

async function create(fields) {
  return User.create(fields);
}

module.exports = { findById, findByUsername, findByEmail, create };
