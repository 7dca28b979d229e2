from articles.models.tag import Tag

__all__ = ["Tag"]
