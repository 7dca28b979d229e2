const { db } = require('../db/knex');

module.exports = {
  byEmail: (email) => db('users').where({ email }).first(),
  byId: (id) => db('users').where({ id }).first(),
  async create(user) {
    const [row] = await db('users').insert(user).returning('*');
    return row;
  },
};
