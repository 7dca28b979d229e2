const { User, sequelize } = require('../models');

async function findById(id) {
  return User.findByPk(id);
}

async function findByEmail(email) {
  // e-mail addresses are matched case-insensitively
  const [row] = await sequelize.query('SELECT id FROM "Users" WHERE lower(email) = lower(:email) LIMIT 1', {
    replacements: { email },
    type: sequelize.QueryTypes.SELECT,
  });
  return row ? User.findByPk(row.id) : null;
}

async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function create(fields) {
  return User.create(fields);
}

module.exports = { findById, findByEmail, findByUsername, create };
