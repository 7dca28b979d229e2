from .user import User, follows
from .article import Article, Comment, Tag, article_tags, favorites

__all__ = ["User", "follows", "Article", "Comment", "Tag", "article_tags", "favorites"]
