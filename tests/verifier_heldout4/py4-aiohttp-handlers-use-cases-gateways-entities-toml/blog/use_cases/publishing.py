import re
import secrets

from blog.entities import Article, Tagging, User
from blog.gateways import ArticleGateway, UserGateway
from blog.use_cases.errors import UseCaseError


class Publishing:
    def __init__(self, articles: ArticleGateway, users: UserGateway) -> None:
        self._articles, self._users = articles, users

    async def describe(self, article: Article, viewer: User | None) -> dict:
        return {
            "article": article,
            "favorited": viewer is not None and await self._articles.is_favorite(article.id, viewer.id),
            "favorites": await self._articles.favorites(article.id),
            "following": viewer is not None and await self._users.is_following(viewer.id, article.author_id),
        }

    async def find(self, slug: str) -> Article:
        article = await self._articles.by_slug(slug)
        if article is None:
            raise UseCaseError(404, "article", "not found")
        return article

    async def browse(self, viewer: User | None, **filters) -> tuple[list[dict], int]:
        rows, total = await self._articles.page(**filters)
        return [await self.describe(a, viewer) for a in rows], total

    async def publish(self, author: User, title: str, description: str, body: str, tags: list[str]) -> dict:
        slug = re.sub(r"[^\w]+", "-", title.lower()).strip("-") + "-" + secrets.token_hex(3)
        article = Article(slug=slug, title=title, description=description, body=body, author_id=author.id,
                          taggings=[Tagging(tag=t) for t in dict.fromkeys(tags)])
        return await self.describe(await self._articles.insert(article), author)

    async def retract(self, author: User, slug: str) -> None:
        article = await self.find(slug)
        if article.author_id != author.id:
            raise UseCaseError(403, "article", "forbidden")
        await self._articles.remove(article.id)

    async def favorite(self, viewer: User, slug: str, on: bool) -> dict:
        article = await self.find(slug)
        await self._articles.set_favorite(article.id, viewer.id, on)
        return await self.describe(article, viewer)

    async def tags(self) -> list[str]:
        return await self._articles.tags()
