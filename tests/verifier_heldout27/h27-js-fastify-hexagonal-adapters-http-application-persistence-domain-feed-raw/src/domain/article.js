// Domain entity shared by every layer.
export class Article {
  constructor({ id, slug, title, description, body, tagList = [], authorId, author, createdAt, updatedAt, favoritesCount = 0, favorited = false }) {
    Object.assign(this, { id, slug, title, description, body, tagList, authorId, author, createdAt, updatedAt, favoritesCount, favorited });
  }

  static slugFor(title) {
    return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
  }

  static validate(input) {
    const errors = {};
    for (const field of ['title', 'description', 'body']) {
      if (!input?.[field]) errors[field] = ["can't be blank"];
    }
    return errors;
  }
}
