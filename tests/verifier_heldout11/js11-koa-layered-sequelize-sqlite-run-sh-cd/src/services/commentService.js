const comments = require('../repositories/commentRepository');

exports.list = async (slug) => (await comments.forArticle(slug)).map((c) => c.toJSON());
exports.add = async (slug, authorId, body) => {
  if (!body) { const e = new Error('body can not be empty'); e.status = 422; throw e; }
  return (await comments.create({ articleSlug: slug, authorId, body })).toJSON();
};
exports.remove = async (id, userId) => {
  const c = await comments.findById(id);
  if (!c) { const e = new Error('comment not found'); e.status = 404; throw e; }
  if (c.authorId !== userId) { const e = new Error('forbidden'); e.status = 403; throw e; }
  await comments.remove(id);
};
