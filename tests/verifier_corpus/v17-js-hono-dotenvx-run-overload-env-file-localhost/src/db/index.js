import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  logging: process.env.LOG_LEVEL === 'debug' ? console.log : false,
});

export const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { underscored: true });

export const Tag = sequelize.define('tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { underscored: true, timestamps: false });
