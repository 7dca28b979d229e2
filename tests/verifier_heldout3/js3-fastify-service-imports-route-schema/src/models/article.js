/** @typedef {{id:number, slug:string, title:string, description:string, body:string, author_id:number, created_at:string, updated_at:string}} ArticleRow */

function toArticle(row) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList: [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    favorited: false,
    favoritesCount: 0,
  };
}

module.exports = { toArticle };
