import { DataTypes } from 'sequelize';
import { sequelize } from './sequelize.js';

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
}, { tableName: 'users' });

export const Follow = sequelize.define('Follow', {}, { tableName: 'follows', timestamps: false });

User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
User.belongsToMany(User, { through: Follow, as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });
