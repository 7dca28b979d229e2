import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from sqlalchemy import func, select

from articles.sa import Article, SessionLocal


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def articles(request):
    with SessionLocal() as session:
        if request.method == "POST":
            data = json.loads(request.body or b"{}").get("article") or {}
            article = Article(slug=data["title"].lower().replace(" ", "-"), title=data["title"],
                              body=data["body"], author_id=int(request.headers.get("X-User-Id", "1")))
            session.add(article)
            session.commit()
            return JsonResponse({"article": {"slug": article.slug, "title": article.title}}, status=201)
        stmt = select(Article).order_by(Article.created_at.desc()).limit(20)
        if "q" in request.GET:
            stmt = stmt.where(func.lower(Article.title).contains(request.GET["q"].lower()))
        rows = session.scalars(stmt).all()
        return JsonResponse({"articles": [{"slug": a.slug, "title": a.title} for a in rows],
                             "articlesCount": len(rows)})
