import secrets

from conduit.models import Article, ArticleTag, User
from conduit.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    async def list(self, tag: str | None, limit: int, offset: int):
        return await self.articles.page(tag, limit, offset)

    async def get(self, slug: str) -> Article | None:
        return await self.articles.by_slug(slug)

    async def create(self, author: User, data: dict) -> Article:
        slug = "-".join(data["title"].lower().split()) + "-" + secrets.token_hex(3)
        return await self.articles.add(Article(
            slug=slug, title=data["title"], description=data["description"], body=data["body"],
            author_id=author.id, tags=[ArticleTag(name=t) for t in dict.fromkeys(data.get("tagList", []))]))
