from db.session import SessionLocal
from models import Comment


class CommentRepository:
    def by_article(self, slug):
        with SessionLocal() as s:
            return s.query(Comment).filter_by(article_slug=slug).order_by(Comment.id).all()
