from django.db.models import F

from metrics.models import ArticleView


def record_view(slug: str) -> None:
    counter, _ = ArticleView.objects.get_or_create(slug=slug)
    ArticleView.objects.filter(pk=counter.pk).update(views=F("views") + 1)
