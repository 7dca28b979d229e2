import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

const here = path.dirname(fileURLToPath(import.meta.url));

// Prefer npm's own cache directory (always writable, even in read-only checkouts);
// fall back to .data/ next to the sources when started without npm.
const dataDir = process.env.npm_config_cache
  ? path.join(process.env.npm_config_cache, 'conduit-data')
  : path.join(here, '..', '..', '.data');
fs.mkdirSync(dataDir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Comment = sequelize.define('Comment', {
  body: DataTypes.TEXT,
  articleSlug: DataTypes.STRING,
});
Comment.belongsTo(User, { as: 'author' });
