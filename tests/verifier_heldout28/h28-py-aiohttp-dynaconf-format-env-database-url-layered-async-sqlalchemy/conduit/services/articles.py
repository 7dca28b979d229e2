import re

from conduit.models import Article, User
from conduit.repositories.articles import ArticleRepository
from conduit.services.errors import ServiceError


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    @staticmethod
    def to_json(article: Article) -> dict:
        return {"slug": article.slug, "title": article.title, "description": article.description,
                "body": article.body, "tagList": sorted(t.name for t in article.tags),
                "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
                "favorited": False, "favoritesCount": 0,
                "author": {"username": article.author.username, "bio": article.author.bio,
                           "image": article.author.image, "following": False}}

    async def list(self, tag: str | None, author: str | None, limit: int, offset: int) -> dict:
        rows, total = await self.articles.page(tag, author, limit, offset)
        return {"articles": [self.to_json(a) for a in rows], "articlesCount": total}

    async def create(self, author: User, data: dict) -> dict:
        if not data.get("title"):
            raise ServiceError(422, "title", "can't be blank")
        article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                          description=data.get("description", ""), body=data.get("body", ""), author_id=author.id)
        return self.to_json(await self.articles.create(article, list(dict.fromkeys(data.get("tagList") or []))))

    async def get(self, slug: str) -> dict:
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ServiceError(404, "article", "not found")
        return self.to_json(article)

    async def tags(self) -> list[str]:
        return await self.articles.tag_names()
