from src.models.base import Base
from src.models.article import Article
from src.models.user import User

__all__ = ["Base", "Article", "User"]
