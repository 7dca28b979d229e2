from .base import Base
from .article import Article
from .user import User

__all__ = ["Article", "Base", "User"]
