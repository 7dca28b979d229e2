class Article {
  constructor({ id, slug, title, description, body }) {
    Object.assign(this, { id, slug, title, description, body });
  }

  toJSON() {
    return { slug: this.slug, title: this.title, description: this.description, body: this.body };
  }
}

module.exports = { Article };
