from app.models.article import Article
from app.models.tag import Tag

__all__ = ["Article", "Tag"]
