const articleRepository = require('../repositories/articleRepository');
const slug = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
module.exports = {
  create: ({ title, description, body, tagList }) => articleRepository.createWithTags({ slug: slug(title), title, description, body }, tagList),
};
