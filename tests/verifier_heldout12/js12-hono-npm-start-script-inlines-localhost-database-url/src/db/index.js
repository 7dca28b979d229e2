import { Sequelize, DataTypes } from 'sequelize';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set');

export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorUsername: { type: DataTypes.STRING, allowNull: false },
});

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, primaryKey: true },
}, { timestamps: false });
