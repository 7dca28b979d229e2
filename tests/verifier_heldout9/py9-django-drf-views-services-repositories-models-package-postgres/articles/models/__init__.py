from articles.models.article import Article, Tag
from articles.models.profile import Profile

__all__ = ["Article", "Tag", "Profile"]
