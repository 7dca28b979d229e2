import { EntitySchema } from '@mikro-orm/core';

export class User {}
export class Article {}

export const UserSchema = new EntitySchema({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    email: { type: 'string', unique: true },
    username: { type: 'string', unique: true },
    password: { type: 'string', hidden: true },
    bio: { type: 'text', nullable: true },
    image: { type: 'string', nullable: true },
  },
});

export const ArticleSchema = new EntitySchema({
  class: Article,
  tableName: 'articles',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    slug: { type: 'string', unique: true },
    title: { type: 'string' },
    description: { type: 'string' },
    body: { type: 'text' },
    tagList: { type: 'json', default: '[]' },
    author: { kind: 'm:1', entity: () => User },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
