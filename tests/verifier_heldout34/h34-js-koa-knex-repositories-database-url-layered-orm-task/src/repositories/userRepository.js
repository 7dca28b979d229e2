const { db } = require('./knex');
const User = require('../models/user');

module.exports = {
  async byEmail(email) {
    const row = await db('users').where({ email }).first();
    return row ? new User(row) : null;
  },
  async insert(fields) {
    const [row] = await db('users').insert(fields).returning('*');
    return new User(row);
  },
};
