from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Article, Favorite, Tag, User


def search(tag=None, author=None, favorited=None, limit=20, offset=0):
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    if favorited:
        fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
        stmt = stmt.where(Article.id.in_(select(Favorite.article_id).where(Favorite.user_id == fav_user)))
    total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return rows, total


def slug_exists(slug):
    return db.session.scalar(select(Article.id).where(Article.slug == slug)) is not None


def count():
    return db.session.scalar(select(func.count(Article.id)))


def create(tags, **fields):
    article = Article(**fields)
    for name in tags:
        tag = db.session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)
        article.tags.append(tag)
    db.session.add(article)
    db.session.commit()
    return article


def is_favorited(article_id, user_id):
    return db.session.get(Favorite, (user_id, article_id)) is not None


def favorites_count(article_id):
    return db.session.scalar(select(func.count()).where(Favorite.article_id == article_id))
