const db = require('../db');

module.exports = {
  findByEmail: (email) => db('users').where({ email }).first(),
  insert: async (user) => (await db('users').insert(user).returning(['id', 'username', 'email', 'bio']))[0],
};
