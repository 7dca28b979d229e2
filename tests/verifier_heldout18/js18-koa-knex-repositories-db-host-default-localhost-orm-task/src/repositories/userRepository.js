const db = require('../db/knex');
module.exports = {
  findByUsername: (username) => db('users').where({ username }).first(),
  insert: (row) => db('users').insert(row).returning('*').then((r) => r[0]),
};
