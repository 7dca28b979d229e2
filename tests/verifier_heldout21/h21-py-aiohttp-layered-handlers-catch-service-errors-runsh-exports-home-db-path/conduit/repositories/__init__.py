from conduit.repositories.comments import CommentRepository

__all__ = ["CommentRepository"]
