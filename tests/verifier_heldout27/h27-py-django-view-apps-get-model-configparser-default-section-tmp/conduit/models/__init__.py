from .article import Article
from .user import User

__all__ = ["Article", "User"]
