from conduit.entities.comment import Comment

__all__ = ["Comment"]
