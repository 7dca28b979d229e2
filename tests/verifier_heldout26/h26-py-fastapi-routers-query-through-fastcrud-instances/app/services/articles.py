from app.models import Article
from app.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class NotAuthor(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository):
        self.repository = repository

    async def get(self, slug: str) -> Article:
        article = await self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def delete(self, slug: str, user_id: int) -> None:
        article = await self.get(slug)
        if article.author_id != user_id:
            raise NotAuthor(slug)
        await self.repository.delete(article)
