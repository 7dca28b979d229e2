from rest_framework.decorators import api_view
from rest_framework.exceptions import NotAuthenticated
from rest_framework.response import Response

from realworld.services.articles import ArticleService
from realworld.services.profiles import ProfileService

profiles = ProfileService()
articles = ArticleService()


def profile_body(member, following: bool) -> dict:
    return {"profile": {"username": member.username, "bio": member.bio, "image": member.image,
                        "following": following}}


@api_view(["GET"])
def health_check(request):
    return Response({"status": "ok"})


@api_view(["GET"])
def profile_detail(request, username: str):
    member, following = profiles.get(username, request.user)
    return Response(profile_body(member, following))


@api_view(["POST", "DELETE"])
def profile_follow(request, username: str):
    if request.user is None:
        raise NotAuthenticated()
    follow = request.method == "POST"
    return Response(profile_body(profiles.set_following(request.user, username, follow), follow))


@api_view(["DELETE"])
def article_delete(request, slug: str):
    if request.user is None:
        raise NotAuthenticated()
    articles.delete(slug, request.user)
    return Response(status=204)
