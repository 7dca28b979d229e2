from sqlalchemy import select

from conduit.database import db
from conduit.models.article import Comment


def for_article(article_id):
    return db.session.scalars(select(Comment).where(Comment.article_id == article_id).order_by(Comment.id)).all()


def create(article_id, author_id, body):
    comment = Comment(article_id=article_id, author_id=author_id, body=body)
    db.session.add(comment)
    db.session.commit()
    return comment
