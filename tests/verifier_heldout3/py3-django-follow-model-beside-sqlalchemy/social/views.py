from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit import users
from social.models import Follow


def _viewer_id(request) -> int | None:
    value = request.headers.get("X-User-Id")
    return int(value) if value else None


def _profile(user, following: bool) -> JsonResponse:
    return JsonResponse({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                     "following": following}})


def profile(request, username):
    user = users.by_username(username)
    if user is None:
        return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
    viewer = _viewer_id(request)
    following = viewer is not None and Follow.objects.filter(follower_id=viewer, followed_id=user.id).exists()
    return _profile(user, following)


@csrf_exempt
def follow(request, username):
    user = users.by_username(username)
    viewer = _viewer_id(request)
    if user is None or viewer is None:
        return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
    if request.method == "POST":
        Follow.objects.get_or_create(follower_id=viewer, followed_id=user.id)
        return _profile(user, True)
    Follow.objects.filter(follower_id=viewer, followed_id=user.id).delete()
    return _profile(user, False)
