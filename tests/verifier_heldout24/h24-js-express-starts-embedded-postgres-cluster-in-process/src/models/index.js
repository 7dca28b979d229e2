import { Sequelize, DataTypes } from 'sequelize';

export function defineModels(url) {
  const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true },
    email: { type: DataTypes.STRING, unique: true },
    password: DataTypes.STRING,
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
  return { sequelize, User, Tag };
}
