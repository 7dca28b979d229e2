from app.repositories.article_repository import ArticleRepository
from app.repositories.session import SessionLocal, engine, get_session
from app.repositories.tag_repository import TagRepository

__all__ = ["ArticleRepository", "TagRepository", "SessionLocal", "engine", "get_session"]
