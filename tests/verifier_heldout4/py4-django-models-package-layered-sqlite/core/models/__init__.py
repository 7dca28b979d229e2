# Django discovers an app's models through the `models` module; as a package, it has to import
# every model module so that the classes get registered.
from core.models.user import Follow, Member
from core.models.article import Article, Comment, Tag

__all__ = ["Member", "Follow", "Article", "Comment", "Tag"]
