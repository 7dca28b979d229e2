"""ORM entities. Importing this package registers every table on Base.metadata."""

from conduit.models.article import Article, article_tags, favorites
from conduit.models.base import Base
from conduit.models.comment import Comment
from conduit.models.tag import Tag
from conduit.models.user import User, follows

__all__ = ["Article", "Base", "Comment", "Tag", "User", "article_tags", "favorites", "follows"]
