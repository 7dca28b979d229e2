import { Article, Tag } from '../models/index.js';

export const articleRepository = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] }),
  create: async (fields, tagNames) => {
    const article = await Article.create(fields);
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
    return article;
  },
};
