from .article import Article
from .user import User, follows

__all__ = ["Article", "User", "follows"]
