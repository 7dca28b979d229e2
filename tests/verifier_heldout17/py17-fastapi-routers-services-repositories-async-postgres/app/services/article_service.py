from slugify import slugify

from app.models import Article
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    async def list(self, author=None, limit=20, offset=0):
        return await self.articles.list(author, limit, offset)

    async def get(self, slug: str) -> Article:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def create(self, author_id: int, title: str, description: str, body: str) -> Article:
        return await self.articles.add(Article(slug=slugify(title), title=title,
                                               description=description, body=body,
                                               author_id=author_id))
