const createArticleBody = {
  type: 'object',
  required: ['article'],
  properties: {
    article: {
      type: 'object',
      required: ['title', 'description', 'body'],
      properties: {
        title: { type: 'string', minLength: 1 },
        description: { type: 'string', minLength: 1 },
        body: { type: 'string', minLength: 1 },
        tagList: { type: 'array', items: { type: 'string' } },
      },
    },
  },
};

const slugParams = { type: 'object', properties: { slug: { type: 'string' } } };

module.exports = { createArticleBody, slugParams };
