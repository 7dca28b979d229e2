import * as articleRepository from '../repositories/articleRepository.js';

export const getArticle = (slug) => articleRepository.findBySlug(slug);
export const exportArticles = () => articleRepository.exportCsv();
