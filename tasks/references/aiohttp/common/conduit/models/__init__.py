"""ORM entities. Importing this package registers every table on Base.metadata."""

from conduit.models.article import Article, Favorite, Tag, article_tags
from conduit.models.base import Base
from conduit.models.comment import Comment
from conduit.models.user import Follow, User

__all__ = ["Article", "Base", "Comment", "Favorite", "Follow", "Tag", "User", "article_tags"]
