import * as articles from '../store/articles.js';

export async function publish(author, { title, body }) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return articles.create({ slug, title, body, author: author.username });
}

export async function feed() {
  return articles.findAll();
}

export async function read(slug) {
  return articles.findOne(slug);
}

export async function unpublish(slug) {
  return articles.destroy(slug);
}
