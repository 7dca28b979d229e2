from conduit.services.comments import CommentService
from conduit.services.errors import NotFound, ValidationFailed

__all__ = ["CommentService", "NotFound", "ValidationFailed"]
