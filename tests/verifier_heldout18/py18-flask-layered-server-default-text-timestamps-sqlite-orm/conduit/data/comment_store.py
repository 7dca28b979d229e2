from sqlalchemy import select

from ..database import Session
from ..models import Article, Comment


class CommentStore:
    def article_by_slug(self, slug):
        return Session.scalar(select(Article).where(Article.slug == slug))

    def for_article(self, article_id):
        stmt = select(Comment).where(Comment.article_id == article_id).order_by(Comment.id)
        return Session.scalars(stmt).all()

    def add(self, comment):
        Session.add(comment)
        Session.commit()
        Session.refresh(comment)
        return comment

    def get(self, comment_id):
        return Session.get(Comment, comment_id)

    def remove(self, comment):
        Session.delete(comment)
        Session.commit()
