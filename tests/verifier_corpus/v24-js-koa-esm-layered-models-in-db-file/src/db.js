import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, DataTypes } from 'sequelize';

const dataDir = path.resolve('data');
fs.mkdirSync(dataDir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, allowNull: true },
  image: { type: DataTypes.STRING, allowNull: true },
}, { tableName: 'users' });

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
}, { tableName: 'follows', timestamps: false });

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'comments' });

Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Comment, { foreignKey: 'authorId' });
