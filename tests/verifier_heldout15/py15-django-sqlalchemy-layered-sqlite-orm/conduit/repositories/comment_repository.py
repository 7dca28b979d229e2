from sqlalchemy import select

from conduit.models import Article, Comment


class CommentRepository:
    def __init__(self, session):
        self.session = session

    def article_by_slug(self, slug):
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def for_article(self, article_id):
        return self.session.scalars(select(Comment).where(Comment.article_id == article_id).order_by(Comment.id)).all()

    def create(self, article_id, author_id, body):
        comment = Comment(article_id=article_id, author_id=author_id, body=body)
        self.session.add(comment)
        self.session.commit()
        self.session.refresh(comment)
        return comment
