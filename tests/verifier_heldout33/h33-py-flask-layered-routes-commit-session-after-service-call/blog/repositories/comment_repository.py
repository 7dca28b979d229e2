from blog.database import db
from blog.models import Comment


class CommentRepository:
    def for_article(self, slug):
        return db.session.scalars(db.select(Comment).filter_by(article_slug=slug)
                                  .order_by(Comment.id)).all()

    def get(self, comment_id):
        return db.session.get(Comment, comment_id)

    def add(self, comment):
        db.session.add(comment)
        return comment

    def remove(self, comment):
        db.session.delete(comment)
