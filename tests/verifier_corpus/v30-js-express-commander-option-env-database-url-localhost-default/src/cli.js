'use strict';

const { Command, Option } = require('commander');

const program = new Command()
  .name('conduit')
  .addOption(
    new Option('--database-url <url>', 'PostgreSQL connection string')
      .env('DATABASE_URL')
      .default('postgres://postgres:postgres@localhost:5432/conduit'),
  )
  .addOption(new Option('-p, --port <number>', 'HTTP port').env('PORT').default('3000').argParser(Number))
  .parse(process.argv);

module.exports = program.opts();
