import { Article, Tag, User, Comment } from '../models/index.js';

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, attributes: ['name'], through: { attributes: [] } },
];

export const findArticle = (slug) => Article.findOne({ where: { slug }, include });

export const findArticles = ({ limit, offset }) =>
  Article.findAndCountAll({ include, distinct: true, order: [['createdAt', 'DESC']], limit, offset });

export async function insertArticle({ tagList = [], ...fields }) {
  const article = await Article.create(fields);
  const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  return findArticle(article.slug);
}

export const findComments = (articleId) =>
  Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['id', 'ASC']] });

export const insertComment = (data) => Comment.create(data);
