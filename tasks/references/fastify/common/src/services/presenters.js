'use strict';

const { createToken } = require('../lib/token');

// The shapes of the Conduit resources, built from the plain rows the repositories return.

const userView = (user) => ({
  email: user.email,
  token: createToken(user),
  username: user.username,
  bio: user.bio,
  image: user.image,
});

const profileView = (user, following) => ({
  username: user.username,
  bio: user.bio,
  image: user.image,
  following,
});

const articleView = (article, { favorited, favoritesCount, following }) => ({
  slug: article.slug,
  title: article.title,
  description: article.description,
  body: article.body,
  tagList: [...article.tagList].sort(),
  createdAt: article.createdAt,
  updatedAt: article.updatedAt,
  favorited,
  favoritesCount,
  author: profileView(article.author, following),
});

const commentView = (comment, following) => ({
  id: comment.id,
  createdAt: comment.createdAt,
  updatedAt: comment.updatedAt,
  body: comment.body,
  author: profileView(comment.author, following),
});

module.exports = { userView, profileView, articleView, commentView };
