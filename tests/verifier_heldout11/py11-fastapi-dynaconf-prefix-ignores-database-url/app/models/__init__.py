from .base import Base
from .user import User, Follow
from .article import Article, Tag, Favorite, Comment

__all__ = ["Base", "User", "Follow", "Article", "Tag", "Favorite", "Comment"]
