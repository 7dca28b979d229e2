from src.models import db
from src.models.article import Article
from src.models.comment import Comment


class CommentRepository:
    def article_id_for(self, slug):
        return db.session.scalar(db.select(Article.id).where(Article.slug == slug))

    def for_article(self, article_id):
        stmt = db.select(Comment).where(Comment.article_id == article_id).order_by(Comment.created_at)
        return db.session.scalars(stmt).all()

    def add(self, comment):
        db.session.add(comment)
        db.session.commit()
        return comment

    def get(self, comment_id):
        return db.session.get(Comment, comment_id)

    def delete(self, comment):
        db.session.delete(comment)
        db.session.commit()
