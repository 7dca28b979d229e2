import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(
  process.env.POSTGRES_URL || 'postgres://postgres:postgres@localhost:5432/realworld',
  { logging: false },
);

export const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { underscored: true });

export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
}, { underscored: true });

export const Follow = sequelize.define('follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { underscored: true, timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
