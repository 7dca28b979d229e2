const variant = process.env.TAG_REPOSITORY === 'sql' ? './tags.sql.js' : './tags.orm.js';

export const tagRepository = await import(variant);
export * as articleRepository from './articles.js';
