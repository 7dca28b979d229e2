import Loki from 'lokijs';

// Comments are small, write-heavy and only ever read per article: keep them in a LokiJS collection.
const loki = new Loki('comments.db');
const comments = loki.addCollection('comments', { indices: ['articleSlug'] });

let nextId = 1;

export function addComment({ articleSlug, body, author }) {
  const now = new Date().toISOString();
  const doc = comments.insert({ id: nextId++, articleSlug, body, author, createdAt: now, updatedAt: now });
  return strip(doc);
}

export function commentsFor(articleSlug) {
  return comments.chain().find({ articleSlug }).simplesort('id').data().map(strip);
}

export function findComment(id) {
  const doc = comments.findOne({ id: Number(id) });
  return doc ? strip(doc) : null;
}

export function removeComment(id) {
  comments.findAndRemove({ id: Number(id) });
}

export function removeCommentsFor(articleSlug) {
  comments.findAndRemove({ articleSlug });
}

function strip({ $loki, meta, ...rest }) {
  return rest;
}
