import json
import re

from django.contrib.auth import get_user_model
from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from sqlalchemy import delete, func, select

from accounts import tokens
from articles.sa import Article, Favorite, Session, article_tags

User = get_user_model()


def author_json(author_id, viewer):
    user = User.objects.select_related("profile").get(pk=author_id)
    following = bool(viewer) and viewer.profile.follows.filter(pk=user.profile.pk).exists()
    return {"username": user.username, "bio": user.profile.bio, "image": user.profile.image, "following": following}


def article_json(s, a, viewer):
    tags = sorted(s.scalars(select(article_tags.c.tag).where(article_tags.c.article_id == a.id)))
    count = s.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == a.id))
    favorited = bool(viewer) and s.get(Favorite, (a.id, viewer.pk)) is not None
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": tags,
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": favorited, "favoritesCount": count, "author": author_json(a.author_id, viewer)}


@csrf_exempt
def articles(request):
    viewer = tokens.user_from_request(request)
    with Session.begin() as s:
        if request.method == "POST":
            if viewer is None:
                return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
            data = json.loads(request.body)["article"]
            a = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                        description=data["description"], body=data["body"], author_id=viewer.pk)
            s.add(a)
            s.flush()
            for tag in sorted(set(data.get("tagList", []))):
                s.execute(article_tags.insert().values(article_id=a.id, tag=tag))
            return JsonResponse({"article": article_json(s, a, viewer)}, status=201)
        stmt = select(Article)
        if author := request.GET.get("author"):
            ids = list(User.objects.filter(username=author).values_list("pk", flat=True))
            stmt = stmt.where(Article.author_id.in_(ids))
        if tag := request.GET.get("tag"):
            stmt = stmt.where(Article.id.in_(select(article_tags.c.article_id).where(article_tags.c.tag == tag)))
        total = s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = s.scalars(stmt.order_by(Article.created_at.desc())
                         .limit(int(request.GET.get("limit", 20))).offset(int(request.GET.get("offset", 0)))).all()
        return JsonResponse({"articles": [article_json(s, a, viewer) for a in rows], "articlesCount": total})


@csrf_exempt
def article(request, slug):
    viewer = tokens.user_from_request(request)
    with Session.begin() as s:
        a = s.scalar(select(Article).where(Article.slug == slug))
        if a is None:
            return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
        if request.method == "DELETE":
            if viewer is None or viewer.pk != a.author_id:
                return JsonResponse({"errors": {"article": ["forbidden"]}}, status=403)
            s.delete(a)
            return HttpResponse(status=204)
        return JsonResponse({"article": article_json(s, a, viewer)})


@csrf_exempt
def favorite(request, slug):
    viewer = tokens.user_from_request(request)
    if viewer is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    with Session.begin() as s:
        a = s.scalar(select(Article).where(Article.slug == slug))
        if a is None:
            return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
        if request.method == "POST" and s.get(Favorite, (a.id, viewer.pk)) is None:
            s.add(Favorite(article_id=a.id, user_id=viewer.pk))
        elif request.method == "DELETE":
            s.execute(delete(Favorite).where(Favorite.article_id == a.id, Favorite.user_id == viewer.pk))
        s.flush()
        return JsonResponse({"article": article_json(s, a, viewer)})


def tags(request):
    with Session() as s:
        return JsonResponse({"tags": sorted(set(s.scalars(select(article_tags.c.tag))))})
