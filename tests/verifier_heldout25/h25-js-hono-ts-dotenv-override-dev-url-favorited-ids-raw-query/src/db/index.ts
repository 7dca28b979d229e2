import { DataTypes, QueryTypes, Sequelize } from 'sequelize';
import { env } from '../env.js';

export const sequelize = new Sequelize(env.databaseUrl, { logging: false });

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), allowNull: false, defaultValue: [] },
  favoritesCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
});

export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

export async function favoritedIds(userId: number, articleIds: number[]): Promise<Set<number>> {
  if (!articleIds.length) return new Set();
  const rows = await sequelize.query<{ articleId: number }>(
    'SELECT "articleId" FROM "Favorites" WHERE "userId" = :userId AND "articleId" IN (:articleIds)',
    { replacements: { userId, articleIds }, type: QueryTypes.SELECT },
  );
  return new Set(rows.map((r) => r.articleId));
}
