const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');

// Every start gets a fresh, private database directory so runs never see each
// other's leftovers. The prefix is relative: the directory is created under
// ./.runtime of the working directory (the project root, see run.sh).
fs.mkdirSync('.runtime', { recursive: true });
const runDir = fs.mkdtempSync(path.join('.runtime', 'db-'));

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(runDir, 'conduit.sqlite'),
  logging: false,
});

module.exports = { sequelize, runDir };
