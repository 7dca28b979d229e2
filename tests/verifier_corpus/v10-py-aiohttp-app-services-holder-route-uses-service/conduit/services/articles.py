from conduit.entities import Article, User
from conduit.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    async def get(self, slug: str) -> Article | None:
        return await self.articles.by_slug(slug)

    async def delete(self, slug: str, me: User) -> bool:
        article = await self.articles.by_slug(slug)
        if article is None or article.author_id != me.id:
            return False
        await self.articles.delete(slug)
        return True
