const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');

// keep the database next to the app, whatever the working directory:
// <dir of the entry script>/../var/conduit.sqlite
const entryDir = path.dirname(path.resolve(process.argv[1]));
const varDir = path.join(entryDir, '..', 'var');
fs.mkdirSync(varDir, { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(varDir, 'conduit.sqlite'), logging: false });

module.exports = sequelize;
