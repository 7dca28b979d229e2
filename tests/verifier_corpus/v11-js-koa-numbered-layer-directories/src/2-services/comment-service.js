'use strict';

const comments = require('../3-repositories/comment-repository');

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function toJson(c) {
  return {
    id: c.id,
    body: c.body,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    author: { username: c.authorUsername, bio: null, image: null, following: false },
  };
}

async function list(slug) {
  return (await comments.listForArticle(slug)).map(toJson);
}

async function add(slug, username, body) {
  if (!body) throw new HttpError(422, "body can't be blank");
  return toJson(await comments.create({ articleSlug: slug, authorUsername: username, body }));
}

async function remove(id, username) {
  const comment = await comments.findById(id);
  if (!comment) throw new HttpError(404, 'comment not found');
  if (comment.authorUsername !== username) throw new HttpError(403, 'not the author');
  await comments.remove(comment);
}

module.exports = { list, add, remove, HttpError };
