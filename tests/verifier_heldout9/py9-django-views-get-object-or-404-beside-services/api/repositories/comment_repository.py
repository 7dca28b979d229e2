from api.models import Article, Comment


class CommentRepository:
    def for_article(self, article: Article):
        return list(article.comments.order_by("-created_at"))

    def create(self, article: Article, author_name: str, body: str) -> Comment:
        return Comment.objects.create(article=article, author_name=author_name, body=body)

    def get(self, article: Article, comment_id: int):
        return Comment.objects.filter(article=article, pk=comment_id).first()

    def delete(self, comment: Comment) -> None:
        comment.delete()
