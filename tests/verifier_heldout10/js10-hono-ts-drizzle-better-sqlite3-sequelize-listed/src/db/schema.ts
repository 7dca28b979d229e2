import { sqliteTable, text, integer, primaryKey } from 'drizzle-orm/sqlite-core';

export const tags = sqliteTable('tags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
});

export const articleTags = sqliteTable(
  'article_tags',
  {
    articleId: integer('article_id').notNull(),
    tagId: integer('tag_id').notNull().references(() => tags.id),
  },
  (t) => ({ pk: primaryKey({ columns: [t.articleId, t.tagId] }) }),
);
