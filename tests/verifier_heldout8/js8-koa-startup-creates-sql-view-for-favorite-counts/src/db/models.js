import { Sequelize, DataTypes } from 'sequelize';

const { PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE } = process.env;

export const sequelize = new Sequelize({
  dialect: 'postgres',
  host: PGHOST,
  port: Number(PGPORT ?? 5432),
  username: PGUSER,
  password: PGPASSWORD,
  database: PGDATABASE,
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users', underscored: true });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles', underscored: true });

export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'favorites', underscored: true, timestamps: false });

// Read-only model over a database view (see schema.js): one row per article
// with its favorites count, so listing articles needs no per-row COUNT query.
export const ArticleStats = sequelize.define('ArticleStats', {
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
  favoritesCount: { type: DataTypes.INTEGER },
}, { tableName: 'article_stats', underscored: true, timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Article.hasOne(ArticleStats, { as: 'stats', foreignKey: 'articleId' });
