const db = require('../db/knex');

exports.findByEmail = (email) => db('users').where({ email }).first();
exports.create = async (user) => {
  const [id] = await db('users').insert(user);
  return db('users').where({ id }).first();
};
