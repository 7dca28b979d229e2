import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sequelize } from 'sequelize';

// Keep the SQLite file out of the source tree (and out of git) unless told otherwise.
const storage = process.env.SQLITE_PATH ?? join(tmpdir(), 'conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
