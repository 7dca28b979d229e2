module.exports = ({ articleRepository }) => ({
  async get(slug) { const a = await articleRepository.bySlug(slug); if (!a) throw Object.assign(new Error('not found'), { status: 404 }); return a; },
});
