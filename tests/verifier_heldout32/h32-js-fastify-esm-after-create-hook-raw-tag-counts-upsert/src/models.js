import { DataTypes } from 'sequelize';
import { sequelize } from './db.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

export const TagCount = sequelize.define('TagCount', {
  name: { type: DataTypes.STRING, primaryKey: true },
  n: { type: DataTypes.INTEGER, defaultValue: 0 },
}, { tableName: 'tag_counts', timestamps: false });

// keep the popular-tags table up to date
Article.afterCreate(async (article, options) => {
  for (const name of article.tagList ?? []) {
    await sequelize.query(
      'INSERT INTO tag_counts (name, n) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET n = n + 1',
      { replacements: [name], transaction: options.transaction },
    );
  }
});
