import os from 'node:os';
import path from 'node:path';
import { DataTypes, Sequelize } from 'sequelize';

// Keep the database next to the code when we know where the code is; this module is also
// bundled for the serverless preview, where there is no __dirname, so fall back to the temp dir.
const dataDir = typeof __dirname !== 'undefined'
  ? path.join(__dirname, '..', 'data')
  : path.join(os.tmpdir(), 'conduit-data');

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
