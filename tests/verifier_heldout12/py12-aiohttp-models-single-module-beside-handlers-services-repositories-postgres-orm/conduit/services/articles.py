from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.errors import NotFound


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository) -> None:
        self._articles = articles
        self._users = users

    async def feed(self, viewer: User, limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
        return await self._articles.feed(viewer.id, max(0, limit), max(0, offset))

    async def get(self, slug: str) -> Article:
        article = await self._articles.by_slug(slug)
        if article is None:
            raise NotFound(f"article {slug!r} not found")
        return article

    async def favorites_count(self, article: Article) -> int:
        return await self._articles.favorites_count(article.id)

    async def tags(self) -> list[str]:
        return await self._articles.tag_names()
