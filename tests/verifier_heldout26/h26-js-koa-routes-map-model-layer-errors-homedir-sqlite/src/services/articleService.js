'use strict';
const articleRepository = require('../repositories/articleRepository');
const { ForbiddenError, ValidationError } = require('../models/errors');

const slugify = (t) => `${t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Date.now().toString(36)}`;

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { ...a.author, following: false },
});

module.exports = {
  get: (slug) => view(articleRepository.getBySlug(slug)),
  create(authorId, input = {}) {
    const { title, description, body } = input;
    if (!title || !description || !body) throw new ValidationError('title, description and body are required');
    return view(articleRepository.insert({ slug: slugify(title), title, description, body, authorId }));
  },
  remove(slug, userId) {
    const a = articleRepository.getBySlug(slug);
    if (a.authorId !== userId) throw new ForbiddenError('only the author may delete this article');
    articleRepository.remove(a.id);
  },
};
