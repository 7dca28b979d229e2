import { Article, Tag } from '../models/index.js';

const slugify = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function createArticle(ctx) {
  const { title, description, body, tagList = [] } = ctx.request.body.article ?? {};
  if (!title) {
    ctx.status = 422;
    ctx.body = { errors: { title: ["can't be blank"] } };
    return;
  }
  const article = await Article.create({ slug: `${slugify(title)}-${Date.now()}`, title, description, body });
  const tags = await Promise.all(tagList.map(async (name) => (await Tag.findOrCreate({ where: { name } }))[0]));
  await article.setTags(tags);
  ctx.status = 201;
  ctx.body = { article: { ...article.toJSON(), tagList } };
}

export async function getArticle(ctx) {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: Tag, as: 'tags' }] });
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article: { ...article.toJSON(), tagList: article.tags.map((t) => t.name) } };
}
