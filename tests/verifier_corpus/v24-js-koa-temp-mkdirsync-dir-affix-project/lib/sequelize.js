const path = require('path');
const temp = require('temp');
const { Sequelize } = require('sequelize');

// Each run gets its own database directory (temp creates it, mode 0700).
const dbDir = temp.mkdirSync({ dir: path.join(__dirname, '..', 'data'), prefix: 'conduit' });

module.exports = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dbDir, 'conduit.db'),
  logging: false,
});
