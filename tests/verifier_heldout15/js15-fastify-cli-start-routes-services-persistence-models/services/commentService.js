'use strict';

const store = require('../persistence/commentStore');

const present = (c) => ({
  id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
  author: { username: c.authorUsername, bio: null, image: null, following: false },
});

exports.list = async (slug) => (await store.listForArticle(slug)).map(present);
exports.add = async (slug, username, body) => present(await store.insert(slug, username, body));
exports.remove = async (id, username) => {
  const comment = await store.findById(id);
  if (!comment) return 'missing';
  if (comment.authorUsername !== username) return 'forbidden';
  await store.remove(comment);
  return 'deleted';
};
