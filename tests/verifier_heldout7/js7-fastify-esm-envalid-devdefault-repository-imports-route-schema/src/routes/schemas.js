// JSON schemas for the article routes, plus the paging defaults they advertise.
export const PAGE_DEFAULTS = { limit: 20, offset: 0 };

export const ARTICLE_LIST_FIELDS = ['slug', 'title', 'description', 'body', 'tagList', 'createdAt', 'updatedAt'];

export const listArticlesSchema = {
  querystring: {
    type: 'object',
    properties: {
      tag: { type: 'string' },
      author: { type: 'string' },
      favorited: { type: 'string' },
      limit: { type: 'integer', minimum: 1, default: PAGE_DEFAULTS.limit },
      offset: { type: 'integer', minimum: 0, default: PAGE_DEFAULTS.offset },
    },
  },
};
