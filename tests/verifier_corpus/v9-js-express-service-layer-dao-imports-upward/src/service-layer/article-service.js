const articleDao = require('../dao/article-dao');

const notFound = () => Object.assign(new Error('article not found'), { status: 404 });

function view(article) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [],
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function create(input, userId) {
  for (const field of ['title', 'description', 'body']) {
    if (!input || !input[field]) throw Object.assign(new Error(`${field} can't be blank`), { status: 422 });
  }
  return view(await articleDao.insert(input, userId));
}

async function get(slug) {
  const article = await articleDao.bySlug(slug);
  if (!article) throw notFound();
  return view(article);
}

async function update(slug, changes, userId) {
  const article = await articleDao.bySlug(slug);
  if (!article) throw notFound();
  if (article.authorId !== userId) throw Object.assign(new Error('forbidden'), { status: 403 });
  return view(await articleDao.updateBySlug(slug, changes));
}

async function remove(slug, userId) {
  const article = await articleDao.bySlug(slug);
  if (!article) throw notFound();
  if (article.authorId !== userId) throw Object.assign(new Error('forbidden'), { status: 403 });
  await articleDao.removeBySlug(slug);
}

module.exports = { create, get, update, remove };
