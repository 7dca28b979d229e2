from .base import Base
from .entities import Article, ArticleTag, Tag, User

__all__ = ["Article", "ArticleTag", "Base", "Tag", "User"]
