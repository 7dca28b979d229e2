module.exports = { toArticle: (r) => ({ slug: r.slug, title: r.title, body: r.body, createdAt: r.created_at }) };
