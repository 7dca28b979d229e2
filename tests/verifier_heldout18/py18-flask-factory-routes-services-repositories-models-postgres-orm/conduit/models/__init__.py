from .user import User, follows
from .article import Article, Tag, favorites, article_tags

__all__ = ["User", "follows", "Article", "Tag", "favorites", "article_tags"]
