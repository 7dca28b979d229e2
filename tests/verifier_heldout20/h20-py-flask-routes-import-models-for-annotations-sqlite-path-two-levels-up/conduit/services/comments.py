from conduit.models.article import Comment
from conduit.repositories import articles as repo


class NotFound(Exception):
    pass


def list_comments(slug: str) -> list[Comment]:
    article = repo.find_article(slug)
    if article is None:
        raise NotFound(slug)
    return repo.comments_for(article)


def add_comment(slug: str, author_id: int, body: str) -> Comment:
    article = repo.find_article(slug)
    if article is None:
        raise NotFound(slug)
    return repo.add_comment(Comment(body=body, article_id=article.id, author_id=author_id))
