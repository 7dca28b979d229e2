import { DataTypes, Sequelize } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags' });
