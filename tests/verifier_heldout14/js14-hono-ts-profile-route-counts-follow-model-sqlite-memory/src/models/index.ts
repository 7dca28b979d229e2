import { DataTypes, Sequelize } from 'sequelize';

export const sequelize = new Sequelize('sqlite::memory:', { logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
});

export const Follow = sequelize.define(
  'Follow',
  {
    followerId: { type: DataTypes.INTEGER, allowNull: false },
    followeeId: { type: DataTypes.INTEGER, allowNull: false },
  },
  { timestamps: false, indexes: [{ unique: true, fields: ['followerId', 'followeeId'] }] },
);
