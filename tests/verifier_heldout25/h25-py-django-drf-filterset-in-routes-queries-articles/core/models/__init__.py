from .article import Article, Tag
from .member import Member

__all__ = ["Article", "Member", "Tag"]
