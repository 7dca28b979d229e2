const comments = require('../repositories/commentRepository')

exports.list = async (slug) => (await comments.forArticle(slug)).map((c) => ({ id: c.id, body: c.body }))
exports.add = async (slug, body) => {
  if (!body) throw new Error('body is required')
  const comment = await comments.add(slug, body)
  return { id: comment.id, body: comment.body }
}
