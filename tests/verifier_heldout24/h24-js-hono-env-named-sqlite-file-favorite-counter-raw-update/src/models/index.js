import { Sequelize, DataTypes } from 'sequelize';

const env = process.env.NODE_ENV ?? 'development';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: `data/conduit.${env}.sqlite`,
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
});
export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
});
export const Favorite = sequelize.define('Favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author' });
Favorite.belongsTo(User);
Favorite.belongsTo(Article);
