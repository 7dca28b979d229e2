const fs = require('fs');
const path = require('path');
const { fileURLToPath } = require('url');

// resolve the database file relative to the working directory
const base = 'file://' + process.cwd();
const databaseFile = fileURLToPath(new URL('./data/conduit.sqlite', base));
fs.mkdirSync(path.dirname(databaseFile), { recursive: true });

module.exports = { databaseFile };
