from conduit.models.article import Article, Tag, article_tags, favorites
from conduit.models.base import Base
from conduit.models.comment import Comment
from conduit.models.user import User, follows

__all__ = ["Article", "Base", "Comment", "Tag", "User", "article_tags", "favorites", "follows"]
