import { Command, Option } from 'commander';

const program = new Command();

program
  .addOption(new Option('--db-url <url>', 'database connection string')
    .env('CONDUIT_DATABASE_URL')
    .default('postgres://conduit:conduit@localhost:5432/conduit'))
  .addOption(new Option('--port <port>').env('PORT').default('3000'))
  .parse(process.argv);

export const options = program.opts();
