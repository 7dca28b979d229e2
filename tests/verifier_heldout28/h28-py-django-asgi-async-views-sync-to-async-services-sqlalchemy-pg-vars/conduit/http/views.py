from asgiref.sync import sync_to_async
from django.http import JsonResponse

from conduit.http.helpers import api, body
from conduit.services import articles, users


def _user(user):
    return {"user": {"email": user.email, "token": users.token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@api()
async def health_check(request):
    return JsonResponse({"status": "ok"})


@api()
async def register(request):
    data = body(request, "user")
    user = await sync_to_async(users.register)(data.get("username", ""), data.get("email", ""),
                                               data.get("password", ""))
    return JsonResponse(_user(user), status=201)


@api()
async def login(request):
    data = body(request, "user")
    return JsonResponse(_user(await sync_to_async(users.login)(data.get("email", ""), data.get("password", ""))))


@api()
async def profile(request, username):
    if request.method in ("POST", "DELETE"):
        if request.viewer is None:
            return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
        result = await sync_to_async(users.set_follow)(request.viewer, username, request.method == "POST")
        return JsonResponse({"profile": result})
    return JsonResponse({"profile": await sync_to_async(users.profile)(username, request.viewer)})


@api()
async def article_list(request):
    if request.method == "POST":
        if request.viewer is None:
            return JsonResponse({"errors": {"token": ["is missing"]}}, status=401)
        created = await sync_to_async(articles.create)(request.viewer, body(request, "article"))
        return JsonResponse({"article": created}, status=201)
    payload = await sync_to_async(articles.search)(
        request.viewer, tag=request.GET.get("tag"), author=request.GET.get("author"),
        favorited=request.GET.get("favorited"), limit=int(request.GET.get("limit", 20)),
        offset=int(request.GET.get("offset", 0)),
    )
    return JsonResponse(payload)


@api()
async def article_detail(request, slug):
    return JsonResponse({"article": await sync_to_async(articles.get)(slug, request.viewer)})


@api(require_auth=True)
async def favorite(request, slug):
    result = await sync_to_async(articles.favorite)(request.viewer, slug, request.method == "POST")
    return JsonResponse({"article": result})


@api()
async def tag_list(request):
    return JsonResponse({"tags": await sync_to_async(articles.tags)()})
