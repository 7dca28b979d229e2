import { Sequelize, DataTypes } from 'sequelize';
import { newDb } from 'pg-mem';

// pg-mem speaks the pg wire API, so Sequelize works unchanged against it.
const memory = newDb();

export const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  dialectModule: memory.adapters.createPg(),
  logging: false,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  favoritesCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
}, { tableName: 'articles' });
