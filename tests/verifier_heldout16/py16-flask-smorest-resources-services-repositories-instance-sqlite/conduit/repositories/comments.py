from sqlalchemy import select

from ..extensions import db
from ..models import Article, Comment


def article_by_slug(slug):
    return db.session.scalar(select(Article).where(Article.slug == slug))


def comments_for(article_id):
    return db.session.scalars(
        select(Comment).where(Comment.article_id == article_id).order_by(Comment.created_at)
    ).all()


def add(comment):
    db.session.add(comment)
    db.session.commit()
    return comment


def delete(comment):
    db.session.delete(comment)
    db.session.commit()


def get(comment_id):
    return db.session.get(Comment, comment_id)
