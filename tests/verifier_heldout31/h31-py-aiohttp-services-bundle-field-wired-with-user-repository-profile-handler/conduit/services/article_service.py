from conduit.models import Article, User
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.user_repository import UserRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    async def get_with_author(self, slug: str) -> tuple[Article, User]:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article, await self.users.find_by_id(article.author_id)
