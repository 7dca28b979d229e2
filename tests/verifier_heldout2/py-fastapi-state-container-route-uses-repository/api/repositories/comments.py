from api.models import Comment


class CommentRepository:
    def __init__(self) -> None:
        self._rows: list[Comment] = []

    def list_for_article(self, slug: str) -> list[Comment]:
        return [c for c in self._rows if c.article_slug == slug]

    def delete(self, comment_id: int) -> None:
        self._rows = [c for c in self._rows if c.id != comment_id]
