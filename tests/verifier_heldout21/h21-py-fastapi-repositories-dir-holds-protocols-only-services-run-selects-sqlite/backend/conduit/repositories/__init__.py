from conduit.repositories.ports import CommentRepository

__all__ = ["CommentRepository"]
