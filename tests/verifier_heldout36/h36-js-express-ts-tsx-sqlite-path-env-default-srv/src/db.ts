import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';

// the container mounts a volume at /srv/conduit; locally point SQLITE_PATH at ./conduit.db (see .env.example)
const storage = process.env.SQLITE_PATH ?? '/srv/conduit/conduit.db';
fs.mkdirSync(path.dirname(storage), { recursive: true });
export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
