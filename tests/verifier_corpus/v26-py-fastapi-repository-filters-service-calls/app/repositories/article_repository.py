from sqlalchemy.orm import Session

from app.models.article import Article, User


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def find_user_by_username(self, username):
        return self.session.query(User).filter(User.username == username).first()

    def list_recent(self, author_id=None, limit=20):
        query = self.session.query(Article)
        if author_id is not None:
            query = query.filter(Article.author_id == author_id)
        return query.order_by(Article.created_at.desc()).limit(limit).all()
