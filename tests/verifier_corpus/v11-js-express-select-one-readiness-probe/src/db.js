'use strict';

const path = require('path');
const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', 'conduit.sqlite'),
  logging: false,
});

let ready = false;

// Readiness: the health check answers 200 only once the database answers and the schema is in place.
async function ping() {
  await sequelize.query('SELECT 1');
  return true;
}

async function waitUntilReady(attempts = 20) {
  for (let i = 1; i <= attempts; i += 1) {
    try {
      await ping();
      return;
    } catch (err) {
      if (i === attempts) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

module.exports = {
  sequelize,
  ping,
  waitUntilReady,
  isReady: () => ready,
  markReady: () => { ready = true; },
};
