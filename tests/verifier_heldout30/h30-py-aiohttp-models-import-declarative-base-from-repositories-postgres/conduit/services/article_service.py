import re

from conduit.models.article import Article
from conduit.models.user import User
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.database import Database


def _present(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.name for t in article.tags),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


class ArticleService:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def page(self, tag: str | None, limit: int, offset: int):
        async with self.database.session() as session:
            rows, total = await ArticleRepository(session).page(tag, limit, offset)
            return [_present(a) for a in rows], total

    async def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> dict:
        async with self.database.session() as session:
            repo = ArticleRepository(session)
            article = Article(slug=re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-"), title=title,
                              description=description, body=body, author_id=author.id,
                              tags=[await repo.tag(n) for n in dict.fromkeys(tags)])
            await repo.add(article)
            rows, _ = await repo.page(None, 1, 0)
            return _present(rows[0])

    async def tags(self) -> list[str]:
        async with self.database.session() as session:
            return await ArticleRepository(session).tag_names()
