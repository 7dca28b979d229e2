import fs from 'fs';
import os from 'os';
import path from 'path';
import { Sequelize } from 'sequelize';

// Keep the database out of the source tree so rebuilds never touch it.
const dataDir = path.join(os.homedir(), '.conduit');
fs.mkdirSync(dataDir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});
