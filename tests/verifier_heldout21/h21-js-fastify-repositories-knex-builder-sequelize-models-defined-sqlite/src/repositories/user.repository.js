const { db } = require('../infra/database');

module.exports = {
  findByEmail: (email) => db('users').where({ email }).first(),
  findById: (id) => db('users').where({ id }).first(),
  insert: async (user) => {
    const now = new Date();
    const [id] = await db('users').insert({ ...user, createdAt: now, updatedAt: now });
    return db('users').where({ id }).first();
  },
};
