from .user import User
from .article import Article, Tag, article_tag

__all__ = ["User", "Article", "Tag", "article_tag"]
