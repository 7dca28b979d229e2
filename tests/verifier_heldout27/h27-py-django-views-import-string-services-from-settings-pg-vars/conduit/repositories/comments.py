from conduit.models import Article, Comment


class CommentRepository:
    def for_article(self, article: Article) -> list[Comment]:
        return list(Comment.objects.filter(article=article))

    def add(self, article: Article, body: str) -> Comment:
        return Comment.objects.create(article=article, body=body)
