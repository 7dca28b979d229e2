import fs from 'node:fs';
import path from 'node:path';
import { DataTypes, Sequelize } from 'sequelize';

// The database directory, relative to the project root unless configured.
const dir = path.resolve(process.cwd(), process.env.SQLITE_DIR ?? '.data');
fs.mkdirSync(dir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dir, 'conduit.sqlite'),
  logging: false,
});

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Comment = sequelize.define('Comment', {
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
