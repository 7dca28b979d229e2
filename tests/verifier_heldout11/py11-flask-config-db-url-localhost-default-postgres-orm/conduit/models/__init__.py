from .user import User, follows
from .article import Article, Tag, Comment, favorites, article_tags

__all__ = ["User", "follows", "Article", "Tag", "Comment", "favorites", "article_tags"]
