'use strict';

const { program, Option } = require('commander');

program
  .addOption(new Option('--port <port>', 'port to listen on').default(3000).env('PORT'))
  .addOption(new Option('--sqlite-file <path>', 'SQLite database file').default('/tmp/conduit.sqlite').env('SQLITE_FILE'))
  .allowUnknownOption()
  .parse();

const opts = program.opts();

module.exports = {
  port: Number(opts.port),
  sqliteFile: opts.sqliteFile,
};
