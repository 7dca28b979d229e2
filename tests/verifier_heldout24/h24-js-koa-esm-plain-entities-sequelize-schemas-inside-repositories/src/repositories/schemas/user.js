import { DataTypes } from 'sequelize';
import { sequelize } from './connection.js';

export const UserRecord = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

UserRecord.belongsToMany(UserRecord, { through: 'follows', as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
