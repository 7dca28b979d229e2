const comments = require('../repositories/commentRepository');

function present(c) {
  return {
    id: c.id,
    body: c.body,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    author: { username: c.authorUsername, bio: null, image: null, following: false },
  };
}

async function list(slug) {
  return (await comments.forArticle(slug)).map(present);
}

async function add(slug, username, body) {
  if (!body || !body.trim()) {
    const err = new Error("body can't be blank");
    err.statusCode = 422;
    throw err;
  }
  return present(await comments.create({ articleSlug: slug, authorUsername: username, body }));
}

async function remove(id, username) {
  const comment = await comments.findById(id);
  if (!comment) {
    const err = new Error('comment not found');
    err.statusCode = 404;
    throw err;
  }
  if (comment.authorUsername !== username) {
    const err = new Error('forbidden');
    err.statusCode = 403;
    throw err;
  }
  await comments.delete(comment);
}

module.exports = { list, add, remove };
