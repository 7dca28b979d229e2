from api.models.comment import Comment

__all__ = ["Comment"]
