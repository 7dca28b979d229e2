import { Type } from '@sinclair/typebox';

export const Profile = Type.Object({
  username: Type.String(),
  bio: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  following: Type.Boolean(),
});

export const Article = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  body: Type.String(),
  tagList: Type.Array(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  favorited: Type.Boolean(),
  favoritesCount: Type.Integer(),
  author: Profile,
});

export const NewArticle = Type.Object({
  article: Type.Object({
    title: Type.String({ minLength: 1 }),
    description: Type.String({ minLength: 1 }),
    body: Type.String({ minLength: 1 }),
    tagList: Type.Optional(Type.Array(Type.String())),
  }),
});

export const ListQuery = Type.Object({
  tag: Type.Optional(Type.String()),
  author: Type.Optional(Type.String()),
  limit: Type.Integer({ default: 20, minimum: 1 }),
  offset: Type.Integer({ default: 0, minimum: 0 }),
});
