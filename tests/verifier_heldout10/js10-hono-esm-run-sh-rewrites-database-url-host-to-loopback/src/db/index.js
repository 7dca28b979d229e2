import { Sequelize, DataTypes } from 'sequelize';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

export const sequelize = new Sequelize(url, { logging: false });

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });
