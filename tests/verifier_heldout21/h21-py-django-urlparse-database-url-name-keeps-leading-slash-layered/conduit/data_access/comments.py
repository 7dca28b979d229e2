from conduit.entities import Comment


def for_article(slug: str) -> list[Comment]:
    return list(Comment.objects.filter(article_slug=slug).order_by("created_at"))


def create(slug: str, author: str, body: str) -> Comment:
    return Comment.objects.create(article_slug=slug, author=author, body=body)


def get(comment_id: int) -> Comment | None:
    return Comment.objects.filter(pk=comment_id).first()


def delete(comment: Comment) -> None:
    comment.delete()
