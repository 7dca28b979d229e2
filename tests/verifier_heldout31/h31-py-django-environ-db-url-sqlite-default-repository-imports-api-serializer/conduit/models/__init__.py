from conduit.models.tag import Tag

__all__ = ["Tag"]
