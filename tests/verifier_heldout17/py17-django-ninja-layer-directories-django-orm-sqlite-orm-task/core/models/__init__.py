from core.models.comment import Comment

__all__ = ["Comment"]
