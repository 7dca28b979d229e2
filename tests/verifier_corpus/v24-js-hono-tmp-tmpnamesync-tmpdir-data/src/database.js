import path from 'node:path';
import { Sequelize } from 'sequelize';
import tmp from 'tmp';

// A fresh database file name for every start: the suite always begins from an empty database.
const storage = tmp.tmpNameSync({ tmpdir: path.resolve('data'), prefix: 'conduit-', postfix: '.sqlite' });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
