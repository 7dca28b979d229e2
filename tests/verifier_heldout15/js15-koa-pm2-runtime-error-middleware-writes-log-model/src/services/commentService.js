const comments = require('../repositories/commentRepository');

class HttpError extends Error {
  constructor(status, message) { super(message); this.status = status; this.expose = true; }
}

exports.HttpError = HttpError;
exports.list = (slug) => comments.list(slug);
exports.add = (slug, author, body) => {
  if (!body) throw new HttpError(422, "body can't be blank");
  return comments.add(slug, author, body);
};
exports.remove = async (id, author) => {
  const comment = await comments.get(id);
  if (!comment) throw new HttpError(404, 'comment not found');
  if (comment.author !== author) throw new HttpError(403, 'forbidden');
  await comments.remove(comment);
};
