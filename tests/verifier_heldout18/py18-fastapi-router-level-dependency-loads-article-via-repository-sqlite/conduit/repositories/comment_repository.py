from sqlalchemy import select

from ..models import Comment


class CommentRepository:
    def __init__(self, session):
        self.session = session

    def for_article(self, article_id):
        return list(self.session.scalars(select(Comment).where(Comment.article_id == article_id)))

    def add(self, comment):
        self.session.add(comment)
        self.session.commit()
        return comment
