from conduit.persistence.models.article import Article, Comment
from conduit.persistence.models.user import User

__all__ = ["Article", "Comment", "User"]
