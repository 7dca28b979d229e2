import { pgTable, serial, text, integer } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  password: text('password').notNull(),
  bio: text('bio'),
  image: text('image'),
});
export const tags = pgTable('tags', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const articleTags = pgTable('article_tags', { articleId: integer('article_id').notNull(), tagId: integer('tag_id').notNull() });
