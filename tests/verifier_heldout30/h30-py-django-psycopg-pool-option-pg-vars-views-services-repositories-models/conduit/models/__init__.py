from conduit.models.article import Article, Tag
from conduit.models.user import User

__all__ = ["Article", "Tag", "User"]
