from conduit.models.comment import Comment

__all__ = ["Comment"]
