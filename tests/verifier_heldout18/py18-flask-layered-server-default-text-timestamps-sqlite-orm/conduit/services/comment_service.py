from ..data.comment_store import CommentStore
from ..models import Comment


class NotFound(Exception):
    pass


class CommentService:
    def __init__(self, store=None):
        self.store = store or CommentStore()

    def list(self, slug):
        article = self.store.article_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self.store.for_article(article.id)

    def add(self, slug, author_id, body):
        article = self.store.article_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self.store.add(Comment(body=body, article_id=article.id, author_id=author_id))
