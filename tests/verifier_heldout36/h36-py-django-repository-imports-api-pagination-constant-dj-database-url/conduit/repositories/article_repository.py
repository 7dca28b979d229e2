from conduit.api.pagination import DEFAULT_LIMIT, MAX_LIMIT
from conduit.models import Article


class ArticleRepository:
    def page(self, limit=None, offset=0):
        limit = min(limit or DEFAULT_LIMIT, MAX_LIMIT)
        qs = Article.objects.all()
        return list(qs[offset:offset + limit]), qs.count()
