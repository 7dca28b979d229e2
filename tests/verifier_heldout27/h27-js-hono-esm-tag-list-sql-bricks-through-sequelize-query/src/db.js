import { Sequelize, DataTypes } from 'sequelize';

const { PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE } = process.env;

export const sequelize = new Sequelize(PGDATABASE, PGUSER, PGPASSWORD, {
  host: PGHOST,
  port: Number(PGPORT),
  dialect: 'postgres',
  logging: false,
});

export const User = sequelize.define('users', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { underscored: true });

export const Article = sequelize.define('articles', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { underscored: true });

export const Tag = sequelize.define('tags', {
  name: { type: DataTypes.STRING, allowNull: false },
}, { underscored: true, timestamps: false });

export const Favorite = sequelize.define('favorites', {
  user_id: { type: DataTypes.INTEGER, primaryKey: true },
  article_id: { type: DataTypes.INTEGER, primaryKey: true },
}, { underscored: true, timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Article.hasMany(Tag, { as: 'tags', foreignKey: 'article_id', onDelete: 'CASCADE' });
