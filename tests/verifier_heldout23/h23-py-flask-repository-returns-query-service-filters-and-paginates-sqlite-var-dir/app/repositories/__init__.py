from .article_repository import ArticleRepository
from .user_repository import UserRepository

__all__ = ["ArticleRepository", "UserRepository"]
