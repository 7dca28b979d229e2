"""ORM entities. Importing this package registers every table on Base.metadata."""
from conduit.models.base import Base
from conduit.models.user import User, follows
from conduit.models.tag import Tag
from conduit.models.article import Article, article_tags, favorites
from conduit.models.comment import Comment

__all__ = ["Base", "User", "Tag", "Article", "Comment", "follows", "favorites", "article_tags"]
