from conduit.repositories.articles import ArticleRepository


def _as_json(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": False,
        "favoritesCount": 0,
    }


class ArticleService:
    def __init__(self, repo: ArticleRepository | None = None):
        self.repo = repo or ArticleRepository()

    async def listing(self, limit: int = 20, offset: int = 0) -> dict:
        total, articles = await self.repo.page(limit, offset)
        return {"articles": [_as_json(a) for a in articles], "articlesCount": total}

    async def one(self, slug: str) -> dict | None:
        article = await self.repo.by_slug(slug)
        return None if article is None else {"article": _as_json(article)}
