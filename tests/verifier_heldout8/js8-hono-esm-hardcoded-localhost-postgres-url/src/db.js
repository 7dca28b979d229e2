import { Sequelize, DataTypes } from 'sequelize';

// PostgreSQL connection
export const sequelize = new Sequelize('postgres://postgres:postgres@localhost:5432/conduit', {
  dialect: 'postgres',
  logging: false,
});

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'comments' });

Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
