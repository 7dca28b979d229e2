class Article {
  constructor(row) { Object.assign(this, { slug: row.slug, title: row.title, description: row.description, body: row.body }); }
}
module.exports = { Article };
