from .article import Article
from .base import Base
from .user import User

__all__ = ["Article", "Base", "User"]
