'use strict';

function toArticle(row, tagList = []) {
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    authorId: row.author_id,
    tagList,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

module.exports = { toArticle };
