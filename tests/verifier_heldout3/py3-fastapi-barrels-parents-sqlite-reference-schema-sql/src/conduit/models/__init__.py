from .base import Base
from .article import Article, Tag, article_tags
from .user import User

__all__ = ["Base", "Article", "Tag", "User", "article_tags"]
