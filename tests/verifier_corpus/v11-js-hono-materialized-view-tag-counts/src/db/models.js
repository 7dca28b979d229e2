import { DataTypes } from 'sequelize';
import { sequelize } from './sequelize.js';

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

export const ArticleTag = sequelize.define('ArticleTag', {
  articleId: { type: DataTypes.INTEGER, allowNull: false },
  tagId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'article_tags', timestamps: false });

// Backed by the materialized view created in migrate.js.
export const PopularTag = sequelize.define('PopularTag', {
  name: { type: DataTypes.STRING, primaryKey: true },
  uses: { type: DataTypes.INTEGER },
}, { tableName: 'popular_tags', timestamps: false });
