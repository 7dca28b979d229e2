from conduit.models import Article, Comment


class NotFound(Exception):
    pass


class Forbidden(Exception):
    pass


class CommentService:
    def list_for(self, slug: str) -> list[Comment]:
        article = Article.objects.filter(slug=slug).first()
        if article is None:
            raise NotFound(slug)
        return list(Comment.objects.select_related("author").filter(article=article).order_by("-created_at"))

    def add(self, slug: str, author_id: int, body: str) -> Comment:
        article = Article.objects.filter(slug=slug).first()
        if article is None:
            raise NotFound(slug)
        return Comment.objects.create(article=article, author_id=author_id, body=body)

    def delete(self, slug: str, comment_id: int, user_id: int) -> None:
        comment = Comment.objects.filter(pk=comment_id, article__slug=slug).first()
        if comment is None:
            raise NotFound(comment_id)
        if comment.author_id != user_id:
            raise Forbidden(comment_id)
        comment.delete()
