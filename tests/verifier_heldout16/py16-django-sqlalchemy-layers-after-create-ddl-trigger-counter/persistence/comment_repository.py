from sqlalchemy import select

from entities.tables import Article, Comment
from persistence.engine import SessionFactory


class CommentRepository:
    def article(self, slug):
        with SessionFactory() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def for_article(self, article_id):
        with SessionFactory() as s:
            return list(s.scalars(select(Comment).where(Comment.article_id == article_id).order_by(Comment.id)))

    def add(self, comment):
        with SessionFactory.begin() as s:
            s.add(comment)
        return comment
