const path = require('path');
const minimist = require('minimist');
const { openDatabase } = require('./repositories/db');
const { buildApp } = require('./app');

const argv = minimist(process.argv.slice(2), {
  string: ['db'],
  default: { port: 3000, db: path.join(__dirname, '..', 'data', 'conduit.sqlite3') },
});

const db = openDatabase(argv.db);
const app = buildApp(db);
app.listen(Number(argv.port), () => console.log(`listening on ${argv.port}, db ${argv.db}`));
