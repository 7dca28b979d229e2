from repositories.comment_repository import CommentRepository


class CommentService:
    def __init__(self):
        self.repo = CommentRepository()

    def for_article(self, slug):
        return [{"id": c.id, "body": c.body} for c in self.repo.by_article(slug)]
