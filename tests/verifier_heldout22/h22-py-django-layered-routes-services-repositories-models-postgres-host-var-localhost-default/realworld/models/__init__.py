from realworld.models.tag import Tag

__all__ = ["Tag"]
