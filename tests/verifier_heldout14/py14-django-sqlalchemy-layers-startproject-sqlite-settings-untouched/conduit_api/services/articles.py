from conduit_api.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository | None = None):
        self.articles = articles or ArticleRepository()

    def listing(self, author: str | None, limit: int, offset: int) -> dict:
        rows, total = self.articles.page(author, limit, offset)
        return {
            "articles": [
                {"slug": a.slug, "title": a.title, "description": a.description,
                 "tagList": [], "createdAt": a.created_at.isoformat(),
                 "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
                 "author": {"username": a.author.username, "bio": a.author.bio,
                            "image": a.author.image, "following": False}}
                for a in rows
            ],
            "articlesCount": total,
        }
