from sqlalchemy.orm import Session

from app.repositories.article_repository import ArticleRepository


def to_json(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "createdAt": article.created_at.isoformat() if article.created_at else None,
    }


class ArticleService:
    def __init__(self, session: Session) -> None:
        self.repo = ArticleRepository(session)

    def list_articles(self, limit: int, offset: int) -> list[dict]:
        return [to_json(a) for a in self.repo.list(limit, offset)]

    def count_articles(self) -> int:
        return self.repo.count()
