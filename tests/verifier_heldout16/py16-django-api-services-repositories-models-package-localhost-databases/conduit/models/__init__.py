from .tag import Tag

__all__ = ["Tag"]
