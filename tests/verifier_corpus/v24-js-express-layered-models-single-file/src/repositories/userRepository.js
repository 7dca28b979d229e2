const { User } = require('../models');

async function findByEmail(email) {
  return User.findOne({ where: { email } });
}

async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function findById(id) {
  return User.findByPk(id);
}

async function create(data) {
  return User.create(data);
}

module.exports = { findByEmail, findByUsername, findById, create };
