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

// feature-begin: profiles
const profileView = (user, following) => ({
// feature-else: profiles
// const profileView = (user) => ({
// feature-end: profiles
  username: user.username,
  bio: user.bio,
  image: user.image,
  following, // feature-line: profiles
});
// feature-begin: articles

// feature-begin: favorites
// feature-begin: profiles
const articleView = (article, { favorited, favoritesCount, following }) => ({
// feature-else: profiles
// const articleView = (article, { favorited, favoritesCount }) => ({
// feature-end: profiles
// feature-else: favorites
// const articleView = (article, { following }) => ({
// feature-end: favorites
  slug: article.slug,
  title: article.title,
  description: article.description,
  body: article.body,
  tagList: [...article.tagList].sort(),
  createdAt: article.createdAt,
  updatedAt: article.updatedAt,
  favorited, // feature-line: favorites
  favoritesCount, // feature-line: favorites
  // feature-begin: profiles
  author: profileView(article.author, following),
  // feature-else: profiles
  // author: profileView(article.author),
  // feature-end: profiles
});
// feature-end: articles
// feature-begin: comments

// feature-begin: profiles
const commentView = (comment, following) => ({
// feature-else: profiles
// const commentView = (comment) => ({
// feature-end: profiles
  id: comment.id,
  createdAt: comment.createdAt,
  updatedAt: comment.updatedAt,
  body: comment.body,
  // feature-begin: profiles
  author: profileView(comment.author, following),
  // feature-else: profiles
  // author: profileView(comment.author),
  // feature-end: profiles
});
// feature-end: comments

module.exports = {
  userView,
  profileView, // feature-line: profiles
  articleView, // feature-line: articles
  commentView, // feature-line: comments
};
