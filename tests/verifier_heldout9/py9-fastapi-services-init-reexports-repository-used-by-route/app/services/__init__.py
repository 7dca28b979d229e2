"""Public surface of the service layer (and the types its callers need)."""
from app.repositories import ArticleRepository, TagRepository, get_session
from app.services.article_service import ArticleService, NotFoundError

__all__ = ["ArticleService", "NotFoundError", "ArticleRepository", "TagRepository", "get_session"]
