from api.models.tag import Tag

__all__ = ["Tag"]
