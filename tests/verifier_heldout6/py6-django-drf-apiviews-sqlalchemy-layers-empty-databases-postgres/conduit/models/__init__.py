from conduit.models.base import Base
from conduit.models.entities import Article, Comment, Tag, User, article_tags, favorites, follows

__all__ = ["Base", "User", "Article", "Comment", "Tag", "article_tags", "favorites", "follows"]
