import { Sequelize, DataTypes } from 'sequelize';
import { config } from '../config/index.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: config.sqliteFile, logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Follow = sequelize.define('Follow', {}, { timestamps: false });
User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
