from conduit.models import Comment


class CommentRepository:
    def for_article(self, slug: str) -> list[Comment]:
        return list(Comment.objects.filter(article_slug=slug))

    def create(self, slug: str, author: str, body: str) -> Comment:
        return Comment.objects.create(article_slug=slug, author_username=author, body=body)

    def get(self, comment_id: int) -> Comment | None:
        return Comment.objects.filter(pk=comment_id).first()

    def delete(self, comment: Comment) -> None:
        comment.delete()
