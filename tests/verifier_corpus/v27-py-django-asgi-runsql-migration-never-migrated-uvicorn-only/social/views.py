from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from sqlalchemy import select

from social.tables import Article, Favorite, SessionLocal


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def favorite(request, slug):
    user_id = int(request.headers.get("X-User-Id", "0"))
    if not user_id:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    with SessionLocal() as session:
        article = session.scalars(select(Article).where(Article.slug == slug)).first()
        if article is None:
            return JsonResponse({"errors": {"body": ["article not found"]}}, status=404)
        existing = session.scalars(
            select(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article.id)
        ).first()
        if request.method == "POST" and existing is None:
            session.add(Favorite(user_id=user_id, article_id=article.id))
            article.favorites_count += 1
        elif request.method == "DELETE" and existing is not None:
            session.delete(existing)
            article.favorites_count -= 1
        session.commit()
        session.refresh(article)
        return JsonResponse({"article": {"slug": article.slug, "title": article.title,
                                         "favorited": request.method == "POST",
                                         "favoritesCount": article.favorites_count}})
