import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });

export const User = sequelize.define('users', {
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
}, { underscored: true });
export const Article = sequelize.define('articles', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
  description: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER,
}, { underscored: true });
export const Favorite = sequelize.define('favorites', {
  userId: { type: DataTypes.INTEGER, primaryKey: true }, articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { underscored: true, timestamps: false });
