import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

// Case-insensitive unique email/username without lower() everywhere.
export const User = sequelize.define('User', {
  username: { type: DataTypes.CITEXT, unique: true, allowNull: false },
  email: { type: DataTypes.CITEXT, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

export async function init() {
  await sequelize.query('CREATE EXTENSION IF NOT EXISTS citext');
  await sequelize.sync();
}
