from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Article, Comment, Tag, User, favorites


def list_articles(tag=None, author=None, favorited=None, limit=20, offset=0):
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    if favorited:
        stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
    total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
    return list(rows.unique()), total


def feed(user: User, limit=20, offset=0):
    followed_ids = [u.id for u in user.following]
    stmt = select(Article).where(Article.author_id.in_(followed_ids))
    total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
    return list(rows.unique()), total


def get_by_slug(slug: str) -> Article | None:
    return db.session.scalar(select(Article).where(Article.slug == slug))


def favorites_count(article: Article) -> int:
    return db.session.scalar(
        select(func.count()).select_from(favorites).where(favorites.c.article_id == article.id)
    )


def get_or_create_tags(names: list[str]) -> list[Tag]:
    existing = {t.name: t for t in db.session.scalars(select(Tag).where(Tag.name.in_(names)))}
    tags = []
    for name in names:
        tag = existing.get(name) or Tag(name=name)
        db.session.add(tag)
        tags.append(tag)
    return tags


def all_tag_names() -> list[str]:
    return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))


def add(obj) -> None:
    db.session.add(obj)
    db.session.commit()


def delete(obj) -> None:
    db.session.delete(obj)
    db.session.commit()


def comments_for(article: Article) -> list[Comment]:
    return list(db.session.scalars(select(Comment).where(Comment.article_id == article.id).order_by(Comment.id)))


def get_comment(comment_id: int) -> Comment | None:
    return db.session.get(Comment, comment_id)
