from .article import Article, Tag, article_tags
from .base import Base

__all__ = ["Article", "Base", "Tag", "article_tags"]
