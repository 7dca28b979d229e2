import re
from app.models import Article
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.schemas.article import ArticleIn


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    async def create(self, author_id: int, data: ArticleIn) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", data.title.lower()).strip("-")
        return await self.articles.add(Article(slug=slug, title=data.title, description=data.description,
                                               body=data.body, author_id=author_id))

    async def get(self, slug: str) -> Article:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def list(self, limit: int, offset: int):
        return await self.articles.page(limit, offset)
