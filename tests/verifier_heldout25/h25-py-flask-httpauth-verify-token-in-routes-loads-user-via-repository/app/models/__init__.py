from .article import Article, Tag, article_tags
from .user import User

__all__ = ["Article", "Tag", "User", "article_tags"]
