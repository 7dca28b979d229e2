from blog.models.comment import Comment

__all__ = ["Comment"]
