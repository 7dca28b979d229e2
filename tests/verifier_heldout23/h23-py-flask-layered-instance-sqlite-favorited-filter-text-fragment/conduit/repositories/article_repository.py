from sqlalchemy import func, text

from ..extensions import db
from ..models import Article, Favorite, Tag, User


def find_by_slug(slug):
    return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()


def search(tag=None, author=None, favorited=None, limit=20, offset=0):
    stmt = db.select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.join(User, Article.author_id == User.id).where(User.username == author)
    if favorited:
        stmt = stmt.where(
            text(
                "articles.id IN (SELECT f.article_id FROM favorites f "
                "JOIN users u ON u.id = f.user_id WHERE u.username = :fav_user)"
            ).bindparams(fav_user=favorited)
        )
    total = db.session.scalar(db.select(func.count()).select_from(stmt.subquery()))
    items = db.session.scalars(stmt.order_by(Article.created_at.desc()).offset(offset).limit(limit)).all()
    return items, total


def get_or_create_tag(name):
    tag = db.session.execute(db.select(Tag).filter_by(name=name)).scalar_one_or_none()
    if tag is None:
        tag = Tag(name=name)
        db.session.add(tag)
    return tag


def save(article):
    db.session.add(article)
    db.session.commit()
    return article


def delete(article):
    db.session.delete(article)
    db.session.commit()


def favorites_count(article_id):
    return db.session.scalar(db.select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))


def is_favorited(user_id, article_id):
    return db.session.get(Favorite, (user_id, article_id)) is not None


def add_favorite(user_id, article_id):
    if not is_favorited(user_id, article_id):
        db.session.add(Favorite(user_id=user_id, article_id=article_id))
        db.session.commit()


def remove_favorite(user_id, article_id):
    row = db.session.get(Favorite, (user_id, article_id))
    if row is not None:
        db.session.delete(row)
        db.session.commit()


def all_tags():
    return db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
