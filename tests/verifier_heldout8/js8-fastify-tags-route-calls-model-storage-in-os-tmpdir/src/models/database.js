import os from 'node:os';
import path from 'node:path';
import { Sequelize } from 'sequelize';

// SQLite file in a location that is always writable.
const storage = process.env.SQLITE_PATH ?? path.join(os.tmpdir(), 'conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
