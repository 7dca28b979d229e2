#!/usr/bin/env node
'use strict';
const { Command, Option } = require('commander');

const program = new Command();
program.name('conduit').description('Conduit API server');

program
  .command('serve')
  .description('start the HTTP API')
  .addOption(new Option('-p, --port <port>', 'port to listen on').env('PORT').default('3000'))
  .addOption(
    new Option('--database-url <url>', 'PostgreSQL connection string')
      .env('DATABASE_URL')
      .default('postgres://postgres:postgres@localhost:5432/conduit_dev'),
  )
  .addOption(new Option('--jwt-secret <secret>', 'token signing secret').env('JWT_SECRET').default('dev-secret'))
  .action(async (opts) => {
    const { start } = require('../src/server');
    await start({ port: Number(opts.port), databaseUrl: opts.databaseUrl, jwtSecret: opts.jwtSecret });
  });

program.parseAsync(process.argv).catch((err) => {
  console.error(err);
  process.exit(1);
});
