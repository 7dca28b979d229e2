'use strict';

const pg = require('pg');
const { Sequelize } = require('sequelize');

// COUNT(*) comes back as int8 -> string by default; the API wants numbers.
pg.types.setTypeParser(20, (v) => parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => parseFloat(v));

const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  dialectModule: pg,
  logging: false,
  define: { underscored: true },
});

module.exports = { sequelize };
