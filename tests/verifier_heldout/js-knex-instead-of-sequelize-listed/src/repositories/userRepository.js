const { db } = require('../db');
const users = require('../models/user');

const findById = (id) => db(users.table).where({ id }).first();
const findByEmail = (email) => db(users.table).where({ email }).first();
const findByUsername = (username) => db(users.table).where({ username }).first();

async function create(fields) {
  const [row] = await db(users.table).insert(fields).returning('*');
  return row;
}

module.exports = { findById, findByEmail, findByUsername, create };
