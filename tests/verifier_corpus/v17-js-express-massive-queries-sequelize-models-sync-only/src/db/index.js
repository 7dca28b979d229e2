'use strict';
const massive = require('massive');

let instance;

// One massive instance for the process; it introspects the tables Sequelize created.
async function getDb() {
  if (!instance) instance = await massive(process.env.DATABASE_URL);
  return instance;
}

module.exports = { getDb };
