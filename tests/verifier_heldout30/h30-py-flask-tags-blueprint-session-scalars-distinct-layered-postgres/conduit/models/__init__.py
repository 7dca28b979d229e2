from conduit.models.article import Article, Tag, article_tags
from conduit.models.user import Follow, User

__all__ = ["Article", "Follow", "Tag", "User", "article_tags"]
