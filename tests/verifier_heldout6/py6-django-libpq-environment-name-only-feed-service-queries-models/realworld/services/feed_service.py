from realworld.models import Article, Follow
from realworld.services.article_service import decorate


def feed(viewer, limit=20, offset=0):
    """Articles by the authors the viewer follows, newest first."""
    followed_ids = Follow.objects.filter(follower=viewer).values_list("followee_id", flat=True)
    qs = Article.objects.select_related("author").filter(author_id__in=followed_ids).order_by("-created_at")
    total = qs.count()
    return [decorate(a, viewer) for a in qs[offset:offset + limit]], total
