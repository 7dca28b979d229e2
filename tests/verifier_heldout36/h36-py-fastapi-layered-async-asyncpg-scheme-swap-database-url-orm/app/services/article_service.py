from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def list_articles(self, limit: int = 20, offset: int = 0):
        articles = await self.repo.list(limit, offset)
        result = []
        for a in articles:
            result.append({"slug": a.slug, "title": a.title, "favoritesCount": await self.repo.favorites_count(a.id)})
        return result, await self.repo.count()
