from ..models import Comment
from ..repositories import comments as repo


class NotFound(Exception):
    pass


class Forbidden(Exception):
    pass


def list_comments(slug):
    article = repo.article_by_slug(slug)
    if article is None:
        raise NotFound("article")
    return repo.comments_for(article.id)


def add_comment(slug, author_id, body):
    article = repo.article_by_slug(slug)
    if article is None:
        raise NotFound("article")
    return repo.add(Comment(body=body, article_id=article.id, author_id=author_id))


def delete_comment(slug, comment_id, user_id):
    comment = repo.get(comment_id)
    if comment is None:
        raise NotFound("comment")
    if comment.author_id != user_id:
        raise Forbidden()
    repo.delete(comment)
