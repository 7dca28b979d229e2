from sqlalchemy.orm import Session

from app.models.article import Article, User


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def query(self):
        return self.session.query(Article)

    def users(self):
        return self.session.query(User)
