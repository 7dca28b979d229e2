const knex = require('knex');
module.exports = knex(require('./knexfile'));
