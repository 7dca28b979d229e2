from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repository: ArticleRepository):
        self.repository = repository

    async def list(self, page):
        articles, total = await self.repository.page(page)
        out = []
        for a in articles:
            out.append({"slug": a.slug, "title": a.title, "description": a.description,
                        "body": a.body, "tagList": [], "createdAt": a.created_at.isoformat(),
                        "updatedAt": a.created_at.isoformat(), "favorited": False,
                        "favoritesCount": await self.repository.favorites_count(a.id)})
        return out, total
