import fs from 'fs';
import { Sequelize } from 'sequelize';

// Scratch database: recreated by every fresh container, never committed.
const DATA_DIR = '/tmp/conduit';
fs.mkdirSync(DATA_DIR, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: `${DATA_DIR}/conduit.sqlite`,
  logging: false,
});
