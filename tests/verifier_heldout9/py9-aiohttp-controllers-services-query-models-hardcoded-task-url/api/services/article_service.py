import re
from datetime import datetime, timezone

from sqlalchemy import func, select

from api.database import Session
from api.models import Article


class ArticleNotFound(Exception):
    pass


class NotAuthor(Exception):
    pass


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


async def list_articles(author: str | None, limit: int, offset: int):
    stmt = select(Article)
    if author:
        stmt = stmt.where(Article.author == author)
    async with Session() as session:
        total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
        items = (await session.scalars(stmt.order_by(Article.created_at.desc())
                                       .limit(limit).offset(offset))).all()
    return items, total


async def create_article(author: str, data: dict) -> Article:
    article = Article(slug=_slug(data["title"]), title=data["title"], author=author,
                      description=data["description"], body=data["body"])
    async with Session() as session, session.begin():
        session.add(article)
    return article


async def update_article(author: str, slug: str, data: dict) -> Article:
    async with Session() as session, session.begin():
        article = await session.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            raise ArticleNotFound(slug)
        if article.author != author:
            raise NotAuthor(slug)
        for field in ("title", "description", "body"):
            if field in data:
                setattr(article, field, data[field])
        if "title" in data:
            article.slug = _slug(data["title"])
        article.updated_at = datetime.now(timezone.utc)
    return article
