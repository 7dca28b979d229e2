import re

from ..repositories import ArticleRepository, CommentRepository
from .errors import DomainError, NotFoundError


def _profile(user) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}


class ArticleService:
    def __init__(self, articles: ArticleRepository, comments: CommentRepository):
        self.articles = articles
        self.comments = comments

    def present(self, a) -> dict:
        return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
                "favorited": False, "favoritesCount": 0, "author": _profile(a.author)}

    async def recent(self, limit: int, offset: int) -> dict:
        rows, total = await self.articles.recent(limit, offset)
        return {"articles": [self.present(a) for a in rows], "articlesCount": total}

    async def get(self, slug: str):
        article = await self.articles.by_slug(slug)
        if article is None:
            raise NotFoundError("article not found")
        return article

    async def publish(self, author, data: dict) -> dict:
        if not all(data.get(k) for k in ("title", "description", "body")):
            raise DomainError("title, description and body are required")
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = await self.articles.create(slug=slug, title=data["title"], description=data["description"],
                                             body=data["body"], author_id=author.id)
        return self.present(article)

    async def comments_of(self, slug: str) -> list[dict]:
        article = await self.get(slug)
        return [self._comment(c) for c in await self.comments.for_article(article.id)]

    async def comment(self, slug: str, author, body: str) -> dict:
        if not body:
            raise DomainError("body can't be blank")
        article = await self.get(slug)
        return self._comment(await self.comments.create(body=body, article_id=article.id, author_id=author.id))

    @staticmethod
    def _comment(c) -> dict:
        return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
                "updatedAt": c.updated_at.isoformat(), "author": _profile(c.author)}
