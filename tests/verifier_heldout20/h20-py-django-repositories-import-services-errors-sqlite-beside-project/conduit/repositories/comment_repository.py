from conduit.models import Article, Comment
from conduit.services.exceptions import NotFoundError


class CommentRepository:
    def article(self, slug: str) -> Article:
        try:
            return Article.objects.get(slug=slug)
        except Article.DoesNotExist:
            raise NotFoundError(f"article {slug} not found")

    def for_article(self, article: Article) -> list[Comment]:
        return list(article.comments.select_related("author").order_by("-created_at"))

    def get(self, article: Article, pk: int) -> Comment:
        try:
            return article.comments.get(pk=pk)
        except Comment.DoesNotExist:
            raise NotFoundError(f"comment {pk} not found")

    def create(self, article: Article, author_id: int, body: str) -> Comment:
        return Comment.objects.create(article=article, author_id=author_id, body=body)

    def delete(self, comment: Comment) -> None:
        comment.delete()
