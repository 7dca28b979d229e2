import json
from functools import wraps

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from core.services import articles as article_service
from core.services import members as member_service
from core.services.errors import ServiceError


def endpoint(view):
    @csrf_exempt
    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs):
        try:
            return view(request, *args, **kwargs)
        except ServiceError as err:
            return JsonResponse({"errors": {err.field: [err.message]}}, status=err.status)
    return wrapper


def body(request: HttpRequest, key: str) -> dict:
    return json.loads(request.body or b"{}").get(key, {})


def viewer(request: HttpRequest, required: bool = False):
    return member_service.from_header(request.headers.get("Authorization"), required)


def user_json(member) -> dict:
    return {"user": {"email": member.email, "username": member.username, "bio": member.bio,
                     "image": member.image, "token": member_service.token(member)}}


def profile_json(member, following: bool) -> dict:
    return {"profile": {"username": member.username, "bio": member.bio, "image": member.image,
                        "following": following}}


@endpoint
def health_check(request):
    return JsonResponse({"status": "ok"})


@endpoint
def register(request):
    data = body(request, "user")
    return JsonResponse(user_json(member_service.register(data["username"], data["email"], data["password"])),
                        status=201)


@endpoint
def login(request):
    data = body(request, "user")
    return JsonResponse(user_json(member_service.login(data["email"], data["password"])))


@endpoint
def current_user(request):
    me = viewer(request, required=True)
    if request.method == "PUT":
        me = member_service.update(me, body(request, "user"))
    return JsonResponse(user_json(me))


@endpoint
def profile(request, username):
    return JsonResponse(profile_json(*member_service.profile(username, viewer(request))))


@endpoint
def follow(request, username):
    on = request.method == "POST"
    return JsonResponse(profile_json(*member_service.set_follow(viewer(request, True), username, on)))


@endpoint
def articles(request):
    if request.method == "POST":
        return JsonResponse({"article": article_service.create(viewer(request, True), body(request, "article"))},
                            status=201)
    q = request.GET
    items, count = article_service.listing(viewer(request), q.get("tag"), q.get("author"), q.get("favorited"),
                                           int(q.get("limit", 20)), int(q.get("offset", 0)))
    return JsonResponse({"articles": items, "articlesCount": count})


@endpoint
def feed(request):
    items, count = article_service.feed(viewer(request, True), int(request.GET.get("limit", 20)),
                                        int(request.GET.get("offset", 0)))
    return JsonResponse({"articles": items, "articlesCount": count})


@endpoint
def article(request, slug):
    if request.method == "DELETE":
        article_service.remove(viewer(request, True), slug)
        return HttpResponse(status=204)
    me = viewer(request)
    return JsonResponse({"article": article_service.present(article_service.get(slug), me)})


@endpoint
def favorite(request, slug):
    on = request.method == "POST"
    return JsonResponse({"article": article_service.favorite(viewer(request, True), slug, on)})


@endpoint
def tags(request):
    return JsonResponse({"tags": article_service.tags()})
