"""ORM entities. Importing this package registers every table on Base.metadata."""

# feature-begin: articles
# feature-begin: favorites
from conduit.models.article import Article, Favorite, Tag, article_tags
# feature-else: favorites
# from conduit.models.article import Article, Tag, article_tags
# feature-end: favorites
# feature-end: articles
from conduit.models.base import Base
from conduit.models.comment import Comment  # feature-line: comments
# feature-begin: profiles
from conduit.models.user import Follow, User
# feature-else: profiles
# from conduit.models.user import User
# feature-end: profiles

__all__ = [
    "Article",  # feature-line: articles
    "Base",
    "Comment",  # feature-line: comments
    "Favorite",  # feature-line: favorites
    "Follow",  # feature-line: profiles
    "Tag",  # feature-line: articles
    "User",
    "article_tags",  # feature-line: articles
]
