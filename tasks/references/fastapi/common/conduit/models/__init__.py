"""ORM entities. Importing this package registers every table on `Base.metadata`."""

# feature-begin: articles
from conduit.models.article import (
    Article,
    Favorite,  # feature-line: favorites
    Tag,
)
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
]
