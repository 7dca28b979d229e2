import * as comments from '../repositories/commentRepository.js';

const view = (c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, author: { username: c.author } });

export const list = async (slug) => (await comments.forArticle(slug)).map(view);
export const add = async (slug, author, body) => view(await comments.add({ articleSlug: slug, author, body }));
