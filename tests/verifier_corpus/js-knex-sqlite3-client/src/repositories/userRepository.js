const { db } = require('../db');
const { table, USER_COLUMNS } = require('../models/user');

const findById = (id) => db(table).select(USER_COLUMNS).where({ id }).first();
const findByEmail = (email) => db(table).select(USER_COLUMNS).where({ email }).first();
const findByUsername = (username) => db(table).select(USER_COLUMNS).where({ username }).first();

async function create(fields) {
  const [id] = await db(table).insert(fields);
  return findById(id);
}

module.exports = { findById, findByEmail, findByUsername, create };
