from slugify import slugify

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.errors import ForbiddenError, NotFoundError


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    async def get(self, slug: str) -> Article:
        article = await self.articles.get_by_slug(slug)
        if article is None:
            raise NotFoundError("article not found")
        return article

    async def view(self, article: Article, viewer: User | None) -> dict:
        return {
            "article": article,
            "favorited": viewer is not None and await self.articles.is_favorited(article.id, viewer.id),
            "favorites_count": await self.articles.favorites_count(article.id),
            "following": viewer is not None
            and await self.users.is_following(viewer.id, article.author_id),
        }

    async def list(self, viewer: User | None, **filters) -> tuple[list[dict], int]:
        articles, total = await self.articles.list(**filters)
        return [await self.view(a, viewer) for a in articles], total

    async def feed(self, viewer: User, limit: int, offset: int) -> tuple[list[dict], int]:
        articles, total = await self.articles.feed(viewer.id, limit, offset)
        return [await self.view(a, viewer) for a in articles], total

    async def create(self, author: User, title: str, description: str, body: str,
                     tag_list: list[str]) -> Article:
        article = Article(slug=slugify(title), title=title, description=description, body=body,
                          author_id=author.id)
        article.tags = await self.articles.get_or_create_tags(tag_list)
        return await self.articles.add(article)

    async def delete(self, user: User, slug: str) -> None:
        article = await self.get(slug)
        if article.author_id != user.id:
            raise ForbiddenError("not the author")
        await self.articles.delete(article)

    async def tags(self) -> list[str]:
        return await self.articles.tag_names()
