from .user import User, follows
from .article import Article, Tag, favorites

__all__ = ["User", "follows", "Article", "Tag", "favorites"]
