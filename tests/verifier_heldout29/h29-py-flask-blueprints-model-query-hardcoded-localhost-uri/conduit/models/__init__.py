from .article import Article
from .user import User, followers

__all__ = ["Article", "User", "followers"]
