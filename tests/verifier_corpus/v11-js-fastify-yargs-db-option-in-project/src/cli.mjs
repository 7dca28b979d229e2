import os from 'node:os';
import path from 'node:path';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';

// Scratch runs without arguments keep their database out of the way.
export const argv = yargs(hideBin(process.argv))
  .option('db', { type: 'string', default: path.join(os.tmpdir(), 'conduit-scratch.sqlite') })
  .option('port', { type: 'number', default: 3000 })
  .parseSync();
