"""Repository interfaces. Implementations are provided by the services for now."""
from typing import Protocol

from conduit.models import Comment


class CommentRepository(Protocol):
    def list_for_article(self, slug: str) -> list[Comment]: ...

    def add(self, comment: Comment) -> Comment: ...

    def get(self, comment_id: int) -> Comment | None: ...

    def delete(self, comment: Comment) -> None: ...
