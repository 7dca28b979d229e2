from sqlalchemy.orm import Session

from app.repositories.article_repository import ArticleRepository


class FeedService:
    def __init__(self, session: Session):
        self.articles = ArticleRepository(session)

    def feed(self, user_id: int, limit: int = 20, offset: int = 0) -> list[dict]:
        return [{"slug": a.slug, "title": a.title, "body": a.body} for a in self.articles.feed(user_id, limit, offset)]
