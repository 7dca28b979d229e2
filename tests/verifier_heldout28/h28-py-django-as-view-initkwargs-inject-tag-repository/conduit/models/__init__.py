from conduit.models.article import Article, Comment, Tag
from conduit.models.user import Profile

__all__ = ["Article", "Comment", "Profile", "Tag"]
