from .article import Article, Favorite
from .user import User

__all__ = ["Article", "Favorite", "User"]
