const { User } = require('../models/user');

async function findById(id) {
  return User.findByPk(id);
}

async function findByEmail(email) {
  return User.findOne({ where: { email } });
}

async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function create(fields) {
  return User.create(fields);
}

module.exports = { findById, findByEmail, findByUsername, create };
