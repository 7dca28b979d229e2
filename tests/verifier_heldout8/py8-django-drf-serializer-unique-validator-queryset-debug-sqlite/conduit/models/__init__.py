from conduit.models.article import Article, Comment, Tag
from conduit.models.user import User

__all__ = ["Article", "Comment", "Tag", "User"]
