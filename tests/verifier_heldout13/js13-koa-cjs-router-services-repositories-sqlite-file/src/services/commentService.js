const comments = require('../repositories/commentRepository');
const articles = require('../repositories/articleRepository');
const { AppError } = require('./errors');

const view = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

async function articleOr404(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new AppError(404, { article: ['not found'] });
  return article;
}

exports.list = async (slug) => (await comments.forArticle((await articleOr404(slug)).id)).map(view);

exports.add = async (slug, authorId, body) => {
  if (!body) throw new AppError(422, { body: ["can't be blank"] });
  const article = await articleOr404(slug);
  return view(await comments.create({ body, authorId, articleId: article.id }));
};

exports.remove = async (slug, id, userId) => {
  await articleOr404(slug);
  const comment = await comments.findById(id);
  if (!comment) throw new AppError(404, { comment: ['not found'] });
  if (comment.authorId !== userId) throw new AppError(403, { comment: ['forbidden'] });
  await comments.remove(comment);
};
