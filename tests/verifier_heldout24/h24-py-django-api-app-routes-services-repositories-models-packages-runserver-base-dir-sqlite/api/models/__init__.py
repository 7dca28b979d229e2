from .user import User
from .article import Article, Comment, Tag

__all__ = ["User", "Article", "Comment", "Tag"]
