from django.http import JsonResponse

from social.models import Favorite

from .models import Article


def article_detail(request, slug):
    try:
        article = Article.objects.get(slug=slug)
    except Article.DoesNotExist:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    count = Favorite.objects.filter(article_id=article.id).count()
    return JsonResponse({"article": {"slug": article.slug, "title": article.title,
                                     "favoritesCount": count}})
