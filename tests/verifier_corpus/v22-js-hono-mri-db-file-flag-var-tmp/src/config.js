import path from 'node:path';
import mri from 'mri';

const argv = mri(process.argv.slice(2));

export const config = {
  port: Number(argv.port) || 3000,
  // --db-file lets the launcher choose where the SQLite database lives.
  storage: path.resolve(argv['db-file'] || 'data/conduit.sqlite'),
  jwtSecret: process.env.JWT_SECRET || 'conduit-dev-secret',
};
