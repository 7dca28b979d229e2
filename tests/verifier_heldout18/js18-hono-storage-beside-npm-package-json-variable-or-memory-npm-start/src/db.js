import path from 'node:path';
import { Sequelize } from 'sequelize';

// Under npm, npm_package_json is the absolute path of our package.json: keep the database
// next to it. Anything else (a test runner, a REPL) gets a throw-away in-memory database.
const pkgJson = process.env.npm_package_json;
const storage = pkgJson ? path.join(path.dirname(pkgJson), 'data', 'conduit.sqlite') : ':memory:';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
