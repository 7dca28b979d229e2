from django.core.cache import cache
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt

from profiles.models import Profile


def _current(request) -> Profile | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    return Profile.objects.filter(token=header[6:]).first()


def _following_ids(user_id: int) -> set[int]:
    return cache.get(f"following:{user_id}", set())


def _render(target: Profile, viewer: Profile | None) -> JsonResponse:
    following = viewer is not None and target.id in _following_ids(viewer.id)
    return JsonResponse({"profile": {"username": target.username, "bio": target.bio, "image": target.image, "following": following}})


def profile(request, username: str):
    return _render(get_object_or_404(Profile, username=username), _current(request))


@csrf_exempt
def follow(request, username: str):
    viewer = _current(request)
    if viewer is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    target = get_object_or_404(Profile, username=username)
    ids = _following_ids(viewer.id)
    if request.method == "POST":
        ids.add(target.id)
    elif request.method == "DELETE":
        ids.discard(target.id)
    cache.set(f"following:{viewer.id}", ids, timeout=None)
    return _render(target, viewer)
