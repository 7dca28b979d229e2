from sqlalchemy import func, select
from sqlalchemy.orm import Session

from models import Article, Tag, User


def by_slug(session: Session, slug: str) -> Article | None:
    return session.scalar(select(Article).where(Article.slug == slug))


def page(session: Session, tag=None, author=None, limit=20, offset=0):
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.where(Article.author.has(User.username == author))
    total = session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return rows, total


def tags_named(session: Session, names: list[str]) -> list[Tag]:
    found = {t.name: t for t in session.scalars(select(Tag).where(Tag.name.in_(names)))}
    return [found.get(n) or Tag(name=n) for n in names]


def tag_names(session: Session) -> list[str]:
    return list(session.scalars(select(Tag.name).order_by(Tag.name)))


def add(session: Session, article: Article) -> Article:
    session.add(article)
    session.flush()
    return article
