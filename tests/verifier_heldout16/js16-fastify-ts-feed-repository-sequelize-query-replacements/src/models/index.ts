import { DataTypes } from 'sequelize';
import { sequelize } from '../db';

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users', underscored: true });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
}, { tableName: 'articles', underscored: true });

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'follows', underscored: true, timestamps: false });

export interface FeedRow {
  slug: string; title: string; description: string; body: string;
  created_at: Date; updated_at: Date; username: string; bio: string | null; image: string | null;
  total: string;
}
