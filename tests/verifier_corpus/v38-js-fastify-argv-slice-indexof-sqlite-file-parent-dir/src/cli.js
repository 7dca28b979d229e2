'use strict';

const path = require('path');

const argv = process.argv.slice(2);

const at = argv.indexOf('--sqlite-file');
const sqliteFile = at === -1
  ? path.resolve(__dirname, '..', 'var', 'conduit.sqlite')
  : path.resolve(argv[at + 1]);

const portAt = argv.indexOf('--port');
const port = portAt === -1 ? 3000 : Number(argv[portAt + 1]);

module.exports = { sqliteFile, port };
