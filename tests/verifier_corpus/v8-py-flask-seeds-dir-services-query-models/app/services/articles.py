import re

from sqlalchemy import select

from app.extensions import db
from app.models import Article, User


def _json(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "body": article.body,
            "author": {"username": article.author.username}}


def recent(limit: int, offset: int) -> list[dict]:
    query = select(Article).order_by(Article.id.desc()).limit(limit).offset(offset)
    return [_json(a) for a in db.session.scalars(query)]


def by_slug(slug: str) -> dict | None:
    article = db.session.scalar(select(Article).where(Article.slug == slug))
    return _json(article) if article else None


def create(username: str, data: dict) -> dict:
    author = db.session.scalar(select(User).where(User.username == username))
    if author is None:
        raise PermissionError(username)
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    article = Article(slug=slug, title=data["title"], body=data["body"], author=author)
    db.session.add(article)
    db.session.commit()
    return _json(article)
