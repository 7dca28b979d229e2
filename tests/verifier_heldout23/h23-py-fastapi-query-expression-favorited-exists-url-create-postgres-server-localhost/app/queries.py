from sqlalchemy import Select, and_, exists, false, func, select
from sqlalchemy.orm import Session, contains_eager, with_expression

from .models import Article, Tag, User, favorites, follows


def _favorited(viewer_id: int | None):
    if viewer_id is None:
        return false()
    return exists().where(and_(favorites.c.article_id == Article.id, favorites.c.user_id == viewer_id))


def _following(viewer_id: int | None):
    if viewer_id is None:
        return false()
    return exists().where(and_(follows.c.followee_id == User.id, follows.c.follower_id == viewer_id))


def _count():
    return (select(func.count()).select_from(favorites)
            .where(favorites.c.article_id == Article.id).correlate(Article).scalar_subquery())


def article_select(viewer_id: int | None) -> Select:
    return (
        select(Article)
        .join(Article.author)
        .options(
            contains_eager(Article.author).with_expression(User.following, _following(viewer_id)),
            with_expression(Article.favorited, _favorited(viewer_id)),
            with_expression(Article.favorites_count, _count()),
        )
    )


def list_articles(db: Session, viewer_id, tag=None, author=None, favorited=None, feed=False,
                  limit=20, offset=0):
    stmt = article_select(viewer_id)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.where(User.username == author)
    if favorited:
        fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
        stmt = stmt.where(exists().where(and_(favorites.c.article_id == Article.id,
                                              favorites.c.user_id == fav_user)))
    if feed:
        stmt = stmt.where(Article.author_id.in_(
            select(follows.c.followee_id).where(follows.c.follower_id == viewer_id)))
    total = db.scalar(select(func.count()).select_from(stmt.with_only_columns(Article.id).subquery()))
    rows = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return rows, total


def article_by_slug(db: Session, slug: str, viewer_id=None) -> Article | None:
    return db.scalar(article_select(viewer_id).where(Article.slug == slug))


def user_by_email(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == email))


def user_by_id(db: Session, user_id: int) -> User | None:
    return db.get(User, user_id)


def tag(db: Session, name: str) -> Tag:
    return db.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)


def all_tags(db: Session) -> list[str]:
    return list(db.scalars(select(Tag.name).order_by(Tag.name)))


def set_favorite(db: Session, user_id: int, article_id: int, on: bool):
    if on:
        already = db.scalar(select(exists().where(and_(favorites.c.user_id == user_id,
                                                       favorites.c.article_id == article_id))))
        if not already:
            db.execute(favorites.insert().values(user_id=user_id, article_id=article_id))
    else:
        db.execute(favorites.delete().where(and_(favorites.c.user_id == user_id,
                                                 favorites.c.article_id == article_id)))
    db.commit()
