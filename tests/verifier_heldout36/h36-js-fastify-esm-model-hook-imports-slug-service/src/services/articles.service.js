import * as articles from '../repositories/articles.repository.js';
export const create = (data) => articles.create(data);
export const get = (slug) => articles.bySlug(slug);
