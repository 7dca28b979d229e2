from feed.models import Article
from feed.views.pagination import MAX_LIMIT, Page


def find(author, page: Page):
    qs = Article.objects.order_by("-created_at")
    if author:
        qs = qs.filter(author=author)
    limit = min(page.limit, MAX_LIMIT)
    return list(qs[page.offset:page.offset + limit]), qs.count()
