from .article import Article, article_tags
from .tag import Tag
from .user import User

__all__ = ["Article", "Tag", "User", "article_tags"]
