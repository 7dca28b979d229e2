'use strict';

const path = require('path');
const { Command } = require('commander');

const program = new Command();
program
  .name('conduit')
  .option('-p, --port <number>', 'port to listen on', (v) => Number.parseInt(v, 10), 3000)
  .option('--db <file>', 'SQLite database file', path.join(process.cwd(), 'conduit.sqlite'))
  .allowUnknownOption();

program.parse(process.argv);

module.exports = program.opts();
